/** Texts of the user routes (userprofile, orguser, appuser). */
export const USER_MESSAGES = {
  userExists: 'User already exists',
  userNotFound: 'User not found',
  staleVersion: 'The user was changed by someone else; reload and try again',
  alreadyMember: 'The user already belongs to this unit; change their role instead',
  notMember: 'The user does not belong to this unit',
  invalidPolicy: (text: string) => `Invalid policy '${text}': expected 'ouid=role'`,
  oneRolePerUnit: (ouid: string) => `Give one org role per unit (${ouid})`,
  duplicateUnit: (ouid: string) => `Unit ${ouid} is listed twice`,
  unknownUnit: (ouid: string) => `Unknown unit ${ouid}`,
  invalidRole: (role: string, ouid: string) => `Role '${role}' does not exist in unit ${ouid}`,
  invalidAppRole: (role: string, appId: string) =>
    `Role '${role}' does not exist in application ${appId}`,
  systemPolicy: "The only system policy is 'system=admin'",
  keepOwnSystemAdmin: 'You cannot remove your own system admin policy',
  cannotDeleteSelf: 'You cannot delete your own profile',
  tooManyChanges: 'Too many changes in one request; split them',
  tooManyMemberships: (max: number) => `A user can belong to at most ${max} units`,
  roleRequired: "Send either 'roles' (one 'ouid=role') or 'role'",
  ouidMismatch: 'ouid must equal the x-ouid header',
  appUserNotFound: 'The user has no roles in this application in this unit',
  unitRequired: 'Missing required header x-ouid',
} as const;
