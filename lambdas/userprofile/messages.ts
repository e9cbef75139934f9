/** Texts of the user routes (userprofile, orguser, appuser). */
export const USER_MESSAGES = {
  userExists: 'User already exists',
  userNotFound: 'User not found',
  accountMissing: 'User does not exist',
  accountDisabled: 'The sign-in account of this user is disabled',
  emailNotAccounts: "The e-mail does not match the e-mail of the user's sign-in account",
  emailNeededOutsideOrganisation:
    'This person is not in your organisation yet: give the e-mail address of their sign-in account to add them',
  otherAccount:
    'This profile belongs to an earlier sign-in account of the same username; delete it first',
  staleVersion: 'The user was changed by someone else; reload and try again',
  alreadyMember: 'The user already belongs to this unit; change their role instead',
  notMember: 'The user does not belong to this unit',
  invalidPolicy: (text: string) => `Invalid policy '${text}': expected 'ouid=role'`,
  oneRolePerUnit: (ouid: string) => `Give one org role per unit (${ouid})`,
  duplicateUnit: (ouid: string) => `Unit ${ouid} is listed twice`,
  unknownUnit: (ouid: string) => `Unknown unit ${ouid}`,
  invalidRole: (role: string, ouid: string, allowed: readonly string[]) =>
    `Role '${role}' does not exist in unit ${ouid}; allowed roles: ${allowed.join(', ')}`,
  invalidAppRole: (role: string, appId: string, allowed: readonly string[]) =>
    `Role '${role}' does not exist in application ${appId}; allowed roles: ${allowed.join(', ')}`,
  unknownApplication: (appId: string, ouid: string, allowed: readonly string[]) =>
    `'${appId}' is not an application of unit ${ouid}; allowed applications: ${
      allowed.length > 0 ? allowed.join(', ') : 'none'
    }`,
  systemPolicy: "The only system policy is 'system=admin'",
  /** A grant beyond the `grantable` ceiling in force (domain/grant-ceiling.ts). */
  grantCeiling: (grant: string, unitName: string, allowed: string) =>
    `The role "${grant}" cannot be granted here: the grant ceiling set on ${unitName} allows ${allowed}`,
  systemUnitGrant: 'Only a system admin grants roles on a SYSTEM unit',
  keepOwnSystemAdmin: 'You cannot remove your own system admin policy',
  personDetailsLocked:
    "Only the user, a system admin, or an admin of every unit the user belongs to can change the user's name or phone",
  cannotDeleteSelf: 'You cannot delete your own profile',
  tooManyChanges: 'Too many changes in one request; split them',
  tooManyMemberships: (max: number) => `A user can belong to at most ${max} units`,
  tooManyAppRoles: (max: number) => `A user can hold roles in at most ${max} applications`,
  tokenBudget: (max: number) =>
    `The user's roles would exceed ${max} characters in their sign-in token; remove some first`,
  roleRequired: "Send either 'roles' (one 'ouid=role') or 'role'",
  ouidMismatch: 'ouid must equal the x-ouid header',
  appUserNotFound: 'The user has no roles in this application in this unit',
  unitRequired: 'Missing required header x-ouid',
  inviteNeedsNameAndEmail: 'Give the name and e-mail of the person to invite',
} as const;
