/**
 * A profile belongs to one real sign-in account: it is created only for an account that exists,
 * whose e-mail is the one given, and it stores the account's `sub` and spelling of the username.
 */
import { mayBindProfile } from '../domain/identity';
import { ConflictError, NotFoundError } from '../shared/errors';
import { findSignInAccount, type SignInAccount } from '../shared/cognito-accounts';
import type { StoredProfile } from '../shared/repositories/profiles';
import { USER_MESSAGES } from './messages';

/** The enabled account of this username (any case): 404 without one, 409 when it is disabled. */
export async function requireEnabledAccount(username: string): Promise<SignInAccount> {
  const account = await findSignInAccount(username);
  if (!account) throw new NotFoundError(USER_MESSAGES.accountMissing);
  if (!account.enabled) throw new ConflictError(USER_MESSAGES.accountDisabled);
  return account;
}

/** The enabled account of this username (any case) whose e-mail is `email` (any case). */
export async function requireSignInAccount(
  username: string,
  email: string,
): Promise<SignInAccount> {
  const account = await requireEnabledAccount(username);
  if (account.email.toLowerCase() !== email.trim().toLowerCase()) {
    throw new ConflictError(USER_MESSAGES.emailNotAccounts);
  }
  return account;
}

/**
 * Refuses a stored profile that is not this account's: bound to another account (a name taken
 * again), or bound to none and older than the account (identity.ts), which the write would bind.
 */
export function requireSameAccount(profile: StoredProfile, account: SignInAccount): void {
  if (!mayBindProfile(profile, account)) throw new ConflictError(USER_MESSAGES.otherAccount);
}
