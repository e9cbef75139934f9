/**
 * Multi-factor authentication as the app enforces it (Cognito's pool has MFA optional, TOTP only,
 * and cannot require it per user): the pre-token trigger states in the ID token whether the
 * account has TOTP enabled, and the API refuses a caller who must have it but whose token says
 * it is not (code MFA_REQUIRED_CODE). System admins must have it, and so must the users of a unit
 * whose core config in force (shared/config-in-force.ts) sets `requireMfa: true`.
 */
import { parsePolicies, unitIdsOf } from './policies';

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

/**
 * How long after the last change of which units require MFA (the MFA marker's `changedAt`,
 * shared/repositories/mfa-requirement-marker.ts) a token must have been issued for its own
 * `mfa_required: 'true'` to be taken as still true: a change commits within its request's time
 * budget of its `at` (API Gateway stops waiting after 29 s), and the trigger's reads and the two
 * clocks may lag a little behind.
 */
export const CLAIM_TRUSTED_AFTER_CHANGE_MS = 60_000;

/** The token's `iat` in ms: seconds (as a number or its digits), or a date as text. */
function issuedAtMs(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value * 1000 : undefined;
  if (typeof value !== 'string' || value.trim() === '') return undefined;
  if (/^\d+$/.test(value.trim())) return Number(value) * 1000;
  const parsed = Date.parse(value);
  return Number.isNaN(parsed) ? undefined : parsed;
}

/**
 * True when the token's own `mfa_required: 'true'` (computed by the pre-token trigger for the
 * units in its `policies` claim) still binds the caller, so the MFA rule may refuse them without
 * reading anything: the token was issued well after the last change of which units require MFA
 * (`lastChangeAt`; none yet: any token), and the caller still holds every unit the claim was
 * computed for (one unit's requirement binds, so units held since only add to it).
 */
export function tokenStillRequiresMfa(
  claims: unknown,
  heldUnitIds: readonly string[],
  lastChangeAt: string | undefined,
): boolean {
  if (!claims || typeof claims !== 'object') return false;
  const stated = claims as Record<string, unknown>;
  if (stated[MFA_REQUIRED_CLAIM] !== 'true') return false;
  const issuedAt = issuedAtMs(stated.iat);
  if (issuedAt === undefined) return false;
  if (lastChangeAt !== undefined) {
    const changedAt = Date.parse(lastChangeAt);
    if (Number.isNaN(changedAt) || issuedAt < changedAt + CLAIM_TRUSTED_AFTER_CHANGE_MS) {
      return false;
    }
  }
  const claimed = unitIdsOf(
    parsePolicies(typeof stated.policies === 'string' ? stated.policies : undefined),
  );
  const held = new Set(heldUnitIds);
  return claimed.length > 0 && claimed.every((id) => held.has(id));
}
