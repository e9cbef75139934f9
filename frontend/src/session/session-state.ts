import type { SignedInSession } from './read-session';

export type SessionState =
  { checked: false } | { checked: true; session: SignedInSession | undefined };

/**
 * The state after a session check: `failed` (e.g. the network) keeps a signed-in user signed in,
 * but a failed first check cannot. A check that changed nothing returns `previous` itself, and a
 * refreshed token with the same user and claims keeps the same session object: every screen
 * reads the session's context, and none renders again for an equal copy.
 */
export function nextSessionState(
  previous: SessionState,
  next: SignedInSession | undefined | 'failed',
): SessionState {
  if (next === 'failed') return previous.checked ? previous : { checked: true, session: undefined };
  const session = keepIfUnchanged(previous, next);
  return previous.checked && previous.session === session ? previous : { checked: true, session };
}

function keepIfUnchanged(previous: SessionState, next: SignedInSession | undefined) {
  if (!previous.checked || !previous.session || !next) return next;
  const same =
    previous.session.username === next.username &&
    previous.session.policiesClaim === next.policiesClaim &&
    previous.session.appPoliciesClaim === next.appPoliciesClaim &&
    previous.session.mfaEnabled === next.mfaEnabled &&
    previous.session.mfaRequired === next.mfaRequired;
  return same ? previous.session : next;
}
