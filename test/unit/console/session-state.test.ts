/**
 * A session check that changed nothing keeps the same state (session/session-state.ts), so the
 * signed-in shell does not render again for a token refresh that brought nothing new.
 */
import type { SignedInSession } from '../../../frontend/src/session/read-session';
import { nextSessionState, type SessionState } from '../../../frontend/src/session/session-state';

describe('nextSessionState', () => {
  const session: SignedInSession = {
    username: 'admin',
    policiesClaim: 'ou-root:ORG_ADMIN',
    policies: [],
    units: ['ou-root'],
    appPoliciesClaim: '',
    appPolicies: [],
    systemAdmin: false,
    mfaEnabled: false,
    mfaRequired: false,
  };
  const signedIn: SessionState = { checked: true, session };

  it('keeps the very same state when a refresh changed nothing', () => {
    expect(nextSessionState(signedIn, { ...session, policies: [] })).toBe(signedIn);
    const signedOut: SessionState = { checked: true, session: undefined };
    expect(nextSessionState(signedOut, undefined)).toBe(signedOut);
  });

  it('takes a refreshed session whose claims changed', () => {
    const changed = { ...session, policiesClaim: 'ou-root:ORG_ADMIN;ou-system:SYSTEM_ADMIN' };
    expect(nextSessionState(signedIn, changed)).toEqual({ checked: true, session: changed });
  });

  it('takes a refreshed session whose MFA claim changed', () => {
    const withTotp = { ...session, mfaEnabled: true };
    expect(nextSessionState(signedIn, withTotp)).toEqual({ checked: true, session: withTotp });
    const required = { ...session, mfaRequired: true };
    expect(nextSessionState(signedIn, required)).toEqual({ checked: true, session: required });
  });

  it('keeps a signed-in user on a failed refresh, but a failed first check signs out', () => {
    expect(nextSessionState(signedIn, 'failed')).toBe(signedIn);
    expect(nextSessionState({ checked: false }, 'failed')).toEqual({
      checked: true,
      session: undefined,
    });
    expect(nextSessionState(signedIn, undefined)).toEqual({ checked: true, session: undefined });
  });
});
