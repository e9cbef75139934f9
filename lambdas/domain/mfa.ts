/**
 * Multi-factor authentication as the app enforces it (Cognito's pool has MFA optional, TOTP only,
 * and cannot require it per user): the pre-token trigger states in the ID token whether the
 * account has TOTP enabled, and the API refuses a caller who must have it but whose token says
 * it is not (code MFA_REQUIRED_CODE). System admins must have it, and so must the users of a unit
 * whose core config in force (shared/config-in-force.ts) sets `requireMfa: true`.
 */

/** The ID-token claim: `'true'` when the account has software-token MFA enabled, else `'false'`. */
export const MFA_CLAIM = 'mfa_enabled';

/**
 * The ID-token claim: `'true'` when the core config in force on one of the user's units requires
 * MFA (shared/config-in-force.ts), else `'false'`. The console's gating reads it (session/mfa-due.ts).
 */
export const MFA_REQUIRED_CLAIM = 'mfa_required';

/** The `code` of the API's 403 answer to a caller who must set up MFA first. */
export const MFA_REQUIRED_CODE = 'MfaRequired';

/** Cognito's name of the TOTP factor in `UserMFASettingList`. */
export const SOFTWARE_TOKEN_MFA = 'SOFTWARE_TOKEN_MFA';

export function mfaClaimValue(userMfaSettings: readonly string[] | undefined): 'true' | 'false' {
  return userMfaSettings?.includes(SOFTWARE_TOKEN_MFA) ? 'true' : 'false';
}

/** True only for a claim that says so: a token without the claim counts as without MFA. */
export function claimsSayMfaEnabled(claims: unknown): boolean {
  if (!claims || typeof claims !== 'object') return false;
  return (claims as Record<string, unknown>)[MFA_CLAIM] === 'true';
}

/** A stored core config's `requireMfa` (only `true` counts; anything else is the default, off). */
export function configRequiresMfa(config: unknown): boolean {
  return (
    typeof config === 'object' &&
    config !== null &&
    (config as { requireMfa?: unknown }).requireMfa === true
  );
}
