/**
 * Every user-facing text and aria label of the console (spec wording, spelling corrected).
 * Functions take the dynamic parts so that the sentence itself stays here.
 */
export const strings = {
  product: {
    title: 'Probot',
    tagline: 'The business operating system',
  },
  common: {
    loading: 'Loading',
    signIn: 'Sign in',
    notAvailable: '-',
  },
  config: {
    errorTitle: 'The console cannot start',
    errorIntro: 'Its runtime configuration (config.json) is missing or invalid.',
    errorDetail: (detail: string) => `Details: ${detail}`,
    errorHelp:
      'Deploy the console with its config.json, or start the local platform with npm start.',
  },
  landing: {
    heading: 'Welcome',
    description:
      'Manage your organisation units, their users and roles, and your organisation configuration.',
    signInLink: 'Sign in',
  },
  login: {
    heading: 'Sign in',
    usernameLabel: 'Username',
    passwordLabel: 'Password',
    submit: 'Sign in',
    allFieldsRequired: 'All fields are required',
    unexpectedStep: (step: string) =>
      `Sign-in needs a step the console does not support yet: ${step}`,
    failed: 'Sign in failed',
    errorIconAriaLabel: 'Error',
  },
  userHome: {
    heading: 'No organisations',
    noOrgs: "You don't have any access orgs. Please contact administrator for access",
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
    logout: 'Logout',
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
  orgHome: {
    heading: (name: string) => name,
    detailsHeading: 'Organisation details',
    name: 'Name',
    identifier: 'Identifier',
    type: 'Type',
    description: 'Description',
    email: 'Email',
    mobile: 'Mobile',
    createdDate: 'Created',
    lastModifiedDate: 'Last modified',
    markedForDeletion: 'Orgunit Already Requested For Deletion',
    loadFailed: 'Get Orgunit Details Failed',
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
} as const;
