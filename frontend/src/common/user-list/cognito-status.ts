import { usersStrings } from '../../strings/users';

const { noAccount } = usersStrings.authUsers;
const accountStatuses: Readonly<Record<string, string | undefined>> =
  usersStrings.authUsers.accountStatuses;

/**
 * A profile's Cognito account state (`cognitoStatus`) in plain words. A state Cognito adds later
 * reads as its own words in sentence case ("NEW_STATE" → "New state"), never as a code.
 */
export function cognitoStatusLabel(status: string | undefined): string {
  if (!status) return noAccount;
  const known = accountStatuses[status];
  if (known) return known;
  const words = status.toLowerCase().replace(/_+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
