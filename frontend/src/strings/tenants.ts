import { commonStrings } from './common';

const { actions, fields, validation, titles, messages } = commonStrings;

/** The new organisation's success message, which the invitation message repeats. */
const created = (name: string) => `Organisation ${name} Created Successfully`;

/** The tenants screens' texts (spec wording, spelling corrected). */
export const tenantsStrings = {
  tenants: {
    heading: titles.organisations,
    description: 'The ROOT organisations (tenants) of the platform, with their units and users.',
    create: titles.createOrganisation,
    name: fields.name,
    identifier: 'Id',
    created: fields.created,
    units: 'Units',
    users: 'Users',
    requestedForDeletion: messages.requestedForDeletion,
    empty: 'No organisations found',
    noMatch: 'No organisations match the filter',
    clearFilter: actions.clearFilter,
    loading: 'Loading organisations',
    loadFailed: 'Get All Organisations Failed',
    filterPlaceholder: 'Find organisations',
    filterAriaLabel: 'Find organisations by name or id',
  },
  createTenant: {
    heading: titles.createOrganisation,
    description: 'A new ROOT organisation (tenant) and its first admin.',
    organisationHeading: fields.organisation,
    name: fields.name,
    descriptionLabel: fields.description,
    email: 'Organisation e-mail',
    mobile: 'Organisation mobile',
    optional: fields.optional,
    adminHeading: titles.firstAdmin,
    adminKindLabel: 'Who becomes its admin',
    existingAccount: 'An existing account',
    existingAccountDescription: 'Find the user by username.',
    newAccount: 'A new account, invited by e-mail',
    newAccountDescription: 'The user gets an e-mail with a temporary password.',
    username: fields.username,
    usernameHint: 'Leave empty to use the e-mail address as the username.',
    check: actions.check,
    checkFirst: 'Check the username first',
    userExists: messages.userExists,
    becomesAdmin: (username: string) => `${username} becomes the admin of the new organisation.`,
    userDoesNotExist: messages.userDoesNotExist,
    inviteInstead: 'Choose a new account to invite the user by e-mail.',
    adminName: 'Admin name',
    adminEmail: 'Admin e-mail',
    adminPhone: 'Admin phone',
    phonePrefix: fields.phonePrefix,
    phoneHint: validation.phoneHint,
    usernameFormat: validation.usernameFormat,
    emailFormat: validation.emailFormat,
    phoneFormat: validation.phoneFormat,
    nameInvalid: validation.nameControlCharacters,
    tooLong: validation.tooLong,
    invalidMobile: validation.mobileFormat,
    submit: 'Create',
    cancel: actions.cancel,
    succeeded: created,
    invited: (name: string, username: string) =>
      `${created(name)}; an invitation was e-mailed to ${username}`,
    failed: 'Organisation Creation Failed',
  },
} as const;
