/**
 * The texts every part of the console shares (spec wording, spelling corrected). Each page group has
 * its own module beside this one; functions take the dynamic parts so the sentence stays here.
 */
export const commonStrings = {
  product: {
    title: 'Probot',
    tagline: 'The business operating system',
  },
  common: {
    loading: 'Loading',
    signIn: 'Sign in',
    notAvailable: '-',
    matches: (count: number) => (count === 1 ? '1 match' : `${count} matches`),
  },
  config: {
    errorTitle: 'The console cannot start',
    errorIntro: 'Its runtime configuration (config.json) is missing or invalid.',
    errorDetail: (detail: string) => `Details: ${detail}`,
    errorHelp:
      'Deploy the console with its config.json, or start the local platform with npm start.',
  },
  validation: {
    allFieldsRequired: 'All fields are required',
    passwordMismatch: 'Password value does not match confirm password value',
  },
  api: {
    networkError: 'The server could not be reached',
    invalidResponse: 'The server sent an unexpected response',
    requestFailed: (status: number) => `Request failed with status ${status}`,
  },
  errorPage: {
    heading: 'This page could not be shown',
    description:
      'Something went wrong while loading or showing this page, perhaps because a new version of the console was deployed. Reload to try again.',
    reload: 'Reload',
  },
  notFound: {
    heading: 'Page not found',
    description: 'The console has no page at this address. Check the link, or go back home.',
    home: 'Go to home',
  },
  permission: {
    heading: 'No permission',
    denied: "You don't have permission to this action.",
    contactAdmin: 'Contact probot admin for more information',
    loginPrompt: 'If you are logged out please login here',
  },
  shell: {
    orgSelectorAriaLabel: 'Select organisation',
    orgSelectorDescription: 'Your organisations',
    accountMenuAriaLabel: 'Account menu',
    topBarAriaLabel: 'Top bar',
    /** A top bar menu's accessible name: its visible text first (WCAG 2.5.3), then its purpose. */
    menuButtonAriaLabel: (visibleText: string, purpose: string) => `${visibleText}, ${purpose}`,
    preferences: 'Preferences',
    darkMode: 'Dark mode',
    compactMode: 'Compact mode',
    logout: 'Logout',
    myProfile: 'My Profile',
    navigationAriaLabel: 'Side navigation',
    breadcrumbsAriaLabel: 'Breadcrumbs',
    notificationsAriaLabel: 'Notifications',
    navigationHeader: 'Navigation',
    home: 'Home',
    flashDismissAriaLabel: 'Dismiss message',
    openNavigation: 'Open navigation',
    closeNavigation: 'Close navigation',
    overflowMenuTriggerText: 'More',
    overflowMenuTitleText: 'All',
    overflowMenuBack: 'Back',
    overflowMenuDismiss: 'Close menu',
  },
  menu: {
    button: 'Menu',
    notifications: 'Notifications',
    home: 'Home',
    orgManagement: 'Org Management',
    childOrganisations: 'Child Organisations',
    organisationPlan: 'Organisation Plan',
    organisations: 'Organisations',
    userManagement: 'User Management',
    organisationalUsers: 'Organisational Users',
    authenticatedUsers: 'Authenticated Users',
    teams: 'Teams',
    workqueue: 'Workqueue',
    documents: 'Documents',
    applications: 'Applications',
    issueTracker: 'Issue Tracker',
    certifications: 'Certifications',
    salesPro: 'Sales Pro',
    hrm: 'HRM',
    accounting: 'Accounting',
    approvals: 'Approvals',
    settings: 'Settings',
  },
  activeUnit: {
    configsFailed: 'Set Active Ouid Configs Failed',
  },
  notAvailable: {
    description: 'This screen is not available in the console yet.',
  },
  tablePreferences: {
    pageSize: (count: number) => `${count} per page`,
  },
  unsavedChanges: {
    heading: 'Leave page?',
    body: 'Changes you made will not be saved.',
    stay: 'Stay',
    leave: 'Leave',
  },
  loadFailure: {
    retry: 'Retry',
    requestId: (id: string) => `Request id: ${id}`,
  },
} as const;
