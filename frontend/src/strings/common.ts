/**
 * The texts every part of the console shares (spec wording, spelling corrected). Each page group has
 * its own module beside this one; functions take the dynamic parts so the sentence stays here. A
 * text that more than one page group shows is defined here once, and the group modules refer to it.
 */

/** Button and link texts. */
/** The account menu's group and the tables' gear (Cloudscape's own title for it). */
const PREFERENCES = 'Preferences';

const actions = {
  cancel: 'Cancel',
  edit: 'Edit',
  /** An edit button's or page's name for one item: 'Edit ou-sales'. */
  editOf: (name: string) => `Edit ${name}`,
  delete: 'Delete',
  update: 'Update',
  reload: 'Reload',
  signIn: 'Sign in',
  check: 'Check',
  clearFilter: 'Clear filter',
  expand: 'Expand',
  collapse: 'Collapse',
} as const;

/** Field labels and table column headers. */
const fields = {
  application: 'Application',
  name: 'Name',
  username: 'Username',
  email: 'Email',
  phone: 'Phone',
  phoneNumber: 'Phone Number',
  /** The phone fields' initial value: the country code. */
  phonePrefix: '+91',
  mobile: 'Mobile',
  password: 'Password',
  confirmPassword: 'Confirm password',
  description: 'Description',
  identifier: 'Identifier',
  organisation: 'Organisation',
  organisationUnit: 'Organisation unit',
  created: 'Created',
  lastModified: 'Last modified',
  optional: 'optional',
  status: 'Status',
} as const;

/** Form hints and validation messages. */
const validation = {
  allFieldsRequired: 'All fields are required',
  passwordMismatch: 'The two passwords do not match.',
  usernameFormat: 'Use 1 to 128 letters, digits or the characters . _ @ + -',
  emailFormat: 'Enter a valid e-mail address',
  phoneHint: 'International format, e.g. +919876543210',
  phoneFormat: 'Enter the phone number with its country code, e.g. +919876543210',
  internationalPhone: 'Enter the number in international format, e.g. +919876543210',
  mobileFormat: 'Enter a phone number: digits, spaces, ( ) and -, optionally starting with +',
  nameControlCharacters: 'The name must not contain control characters',
  tooLong: (max: number) => `At most ${max} characters`,
  readOnly: 'Cannot be changed here',
} as const;

/** Screen, section and menu titles that the menu, the help topics and the screens share. */
const titles = {
  home: 'Home',
  notifications: 'Notifications',
  myProfile: 'My Profile',
  applications: 'Applications',
  organisations: 'Organisations',
  createOrganisation: 'Create organisation',
  firstAdmin: 'First admin',
  childOrganisations: 'Child Organisations',
  registerOrgunit: 'Register orgunit',
  editOrgunit: 'Edit orgunit',
  organisationalPlan: 'Organisational Plan',
  configurations: 'Configurations',
  organisationalUsers: 'Organisational Users',
  addOrgUsers: 'Add users to your organisation',
  editOrgUser: 'Edit Org User',
  authenticatedUsers: 'Authenticated Users',
  signUpNewUser: 'Sign-up new user',
  userDetails: 'User details',
  policies: 'Policies',
  graphicalView: 'Graphical view',
  json: 'JSON',
} as const;

/** The applications' names (menu and landing page). */
const apps = {
  issueTracker: 'Issue Tracker',
  salesPro: 'Sales Pro',
  hrm: 'HRM',
  accounting: 'Accounting',
  approvals: 'Approvals',
} as const;

/** Messages and descriptions more than one page group shows. */
const messages = {
  conflictHeading: 'Changed by someone else',
  requestedForDeletion: 'Requested For Deletion',
  releasePending: 'Release pending',
  profileLoadFailed: 'Get User Profile Failed',
  userExists: 'User with this username exists.',
  userDoesNotExist: 'User with this username does not exist.',
  authUsersDescription: 'Everyone who signed up, with their account status.',
} as const;

export const commonStrings = {
  actions,
  fields,
  validation,
  titles,
  apps,
  messages,
  product: {
    title: 'Probot',
    tagline: 'The business operating system',
  },
  common: {
    loading: 'Loading',
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
  api: {
    networkError: 'The server could not be reached',
    busy: 'The service is busy. Try again in a few seconds: a change is never saved twice.',
    invalidResponse: 'The server sent an unexpected response',
    requestFailed: (status: number) => `Request failed with status ${status}`,
  },
  errorPage: {
    heading: 'This page could not be shown',
    description:
      'Something went wrong while loading or showing this page, perhaps because a new version of the console was deployed. Reload to try again.',
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
    /** The top bar's overflow menu, which holds the utilities that do not fit a narrow screen. */
    overflowMenu: {
      overflowMenuTriggerText: 'More',
      overflowMenuTitleText: 'All',
      overflowMenuBackIconAriaLabel: 'Back',
      overflowMenuDismissIconAriaLabel: 'Close menu',
    },
    /** A top bar menu's accessible name: its visible text first (WCAG 2.5.3), then its purpose. */
    menuButtonAriaLabel: (visibleText: string, purpose: string) => `${visibleText}, ${purpose}`,
    preferences: PREFERENCES,
    darkMode: 'Dark mode',
    compactMode: 'Compact mode',
    logout: 'Logout',
    myProfile: titles.myProfile,
    navigationAriaLabel: 'Side navigation',
    breadcrumbsAriaLabel: 'Breadcrumbs',
    notificationsAriaLabel: titles.notifications,
    navigationHeader: 'Navigation',
    home: titles.home,
    flashDismissAriaLabel: 'Dismiss message',
  },
  menu: {
    button: 'Menu',
    notifications: titles.notifications,
    home: titles.home,
    orgManagement: 'Org Management',
    childOrganisations: titles.childOrganisations,
    organisationPlan: 'Organisation Plan',
    organisations: titles.organisations,
    userManagement: 'User Management',
    organisationalUsers: titles.organisationalUsers,
    authenticatedUsers: titles.authenticatedUsers,
    teams: 'Teams',
    workqueue: 'Workqueue',
    documents: 'Documents',
    applications: titles.applications,
    issueTracker: apps.issueTracker,
    certifications: 'Certifications',
    salesPro: apps.salesPro,
    hrm: apps.hrm,
    accounting: apps.accounting,
    approvals: apps.approvals,
    settings: 'Settings',
  },
  activeUnit: {
    configsFailed: 'Set Active Ouid Configs Failed',
  },
  tablePreferences: {
    /** The gear's name before its Cloudscape code has loaded: the same as Cloudscape's. */
    buttonLabel: PREFERENCES,
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
