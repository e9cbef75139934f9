/**
 * Identity by `sub` (DESIGN.md §3). A username names a sign-in account only until that account is
 * deleted: the same username signed up again is another account, with another `sub`. Whatever a
 * profile holds (memberships, application and team roles, its activities) belongs to the one
 * account whose `sub` it stores, and to nobody else who signs in under that name.
 *
 * A profile that stores no `sub` (written before profiles stored one) belongs to no account: it
 * grants nothing. Binding it to whoever signs in first would be a guess, since the first account
 * to sign in may already be a newer one under the same name. It is bound only by an admin's write
 * that reads the account from the pool and finds it older than the profile: the pool holds one
 * account per username at a time, so an account that existed when the profile was written, and
 * still exists, is the account the profile was written for (mayBindProfile).
 */

/** Who a verified ID token names: its `cognito:username` and its `sub`. */
export interface Caller {
  username: string;
  sub: string;
}

/** The part of a stored profile that says which account it belongs to. */
export interface ProfileBinding {
  sub?: string;
  createdDate: string;
}

/** True when the profile stores this account's `sub` (never for a profile that stores none). */
export function isBoundTo(profile: Pick<ProfileBinding, 'sub'> | undefined, sub: string): boolean {
  return typeof profile?.sub === 'string' && profile.sub !== '' && profile.sub === sub;
}

/**
 * Whether a write may give this account what the profile holds: the profile is bound to it, or
 * the profile is bound to none and the account was created no later than the profile.
 */
export function mayBindProfile(
  profile: ProfileBinding,
  account: { sub: string; createdAt?: Date },
): boolean {
  if (profile.sub !== undefined && profile.sub !== '') return profile.sub === account.sub;
  const profileCreated = Date.parse(profile.createdDate);
  const accountCreated = account.createdAt?.getTime();
  return (
    accountCreated !== undefined &&
    Number.isFinite(accountCreated) &&
    Number.isFinite(profileCreated) &&
    accountCreated <= profileCreated
  );
}
