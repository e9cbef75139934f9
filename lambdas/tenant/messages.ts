/** Texts the tenant routes send back. */
import { API_MESSAGES } from '../shared/messages';

export const TENANT_MESSAGES = {
  systemUnitOnly: API_MESSAGES.systemUnitOnly,
  duplicateName: API_MESSAGES.duplicateTenantName,
  usernameRequired:
    'Give the new admin a username: the e-mail address is not a valid username (letters, digits and . _ @ + - only)',
  accountExists: (username: string) =>
    `An account with the username ${username} already exists; choose it as an existing account instead`,
  profileExists: (username: string) =>
    `A user profile ${username} already exists without a sign-in account; choose another username`,
  invitedAnyway: (username: string) =>
    `The account ${username} was created and invited, but the organisation was not: retry with ${username} as an existing account`,
  summaries: {
    created: (name: string, id: string, admin: string) =>
      `Onboarded tenant '${name}' (${id}) with admin ${admin}`,
  },
} as const;
