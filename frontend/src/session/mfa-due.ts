import type { SignedInSession } from './read-session';

/**
 * Whether the user must set up TOTP before using the console: the app requires it of system
 * admins and of the users of a unit whose core config in force sets `requireMfa` (the API refuses
 * them otherwise, `@domain/mfa`), and the token says the account has none. The token's
 * `mfa_required` claim covers all the user's units; `unitRequiresMfa` the active unit's config as
 * read since.
 */
export function mustSetUpMfa(
  session: Pick<SignedInSession, 'systemAdmin' | 'mfaEnabled'> &
    Partial<Pick<SignedInSession, 'mfaRequired'>>,
  unitRequiresMfa = false,
): boolean {
  return (
    !session.mfaEnabled && (session.systemAdmin || session.mfaRequired === true || unitRequiresMfa)
  );
}
