/** When a token's own `mfa_required: 'true'` may be taken as still true (domain/mfa.ts). */
import {
  CLAIM_TRUSTED_AFTER_CHANGE_MS,
  MFA_REQUIRED_CLAIM,
  tokenStillRequiresMfa,
} from '../../../lambdas/domain/mfa';

const ISSUED = Date.parse('2026-03-01T12:00:00.000Z');
const HELD = ['ou-sales', 'ou-hr'];
const LONG_BEFORE = new Date(ISSUED - CLAIM_TRUSTED_AFTER_CHANGE_MS).toISOString();

function claims(overrides: Record<string, string> = {}) {
  return {
    [MFA_REQUIRED_CLAIM]: 'true',
    policies: 'ou-sales=user',
    iat: String(ISSUED / 1000),
    ...overrides,
  };
}

describe('tokenStillRequiresMfa', () => {
  it('holds for a token issued well after the last change, for units still held', () => {
    expect(tokenStillRequiresMfa(claims(), HELD, LONG_BEFORE)).toBe(true);
    // Units held since the token only add to what binds.
    expect(tokenStillRequiresMfa(claims(), [...HELD, 'ou-new'], LONG_BEFORE)).toBe(true);
    // No change counted yet: any token.
    expect(tokenStillRequiresMfa(claims(), HELD, undefined)).toBe(true);
  });

  it('reads `iat` as seconds, as a number, or as a date in words', () => {
    const asDate = new Date(ISSUED).toUTCString();
    expect(tokenStillRequiresMfa({ ...claims(), iat: ISSUED / 1000 }, HELD, LONG_BEFORE)).toBe(
      true,
    );
    expect(tokenStillRequiresMfa(claims({ iat: asDate }), HELD, LONG_BEFORE)).toBe(true);
    expect(tokenStillRequiresMfa(claims({ iat: 'soon' }), HELD, LONG_BEFORE)).toBe(false);
    const { iat: _iat, ...withoutIat } = claims();
    expect(tokenStillRequiresMfa(withoutIat, HELD, LONG_BEFORE)).toBe(false);
  });

  it('does not hold for a token issued before, or too soon after, the last change', () => {
    const justBefore = new Date(ISSUED - CLAIM_TRUSTED_AFTER_CHANGE_MS + 1_000).toISOString();
    expect(tokenStillRequiresMfa(claims(), HELD, justBefore)).toBe(false);
    expect(tokenStillRequiresMfa(claims(), HELD, new Date(ISSUED + 5_000).toISOString())).toBe(
      false,
    );
    expect(tokenStillRequiresMfa(claims(), HELD, 'not a time')).toBe(false);
  });

  it('does not hold when a unit the claim was computed for is held no more, or none is named', () => {
    const gone = claims({ policies: 'ou-sales=user;ou-gone=admin' });
    expect(tokenStillRequiresMfa(gone, HELD, LONG_BEFORE)).toBe(false);
    expect(tokenStillRequiresMfa(claims({ policies: '' }), HELD, LONG_BEFORE)).toBe(false);
    expect(tokenStillRequiresMfa(claims({ policies: 'system=admin' }), HELD, LONG_BEFORE)).toBe(
      false,
    );
  });

  it("does not hold when the token's claim says nothing is required", () => {
    const lax = claims({ [MFA_REQUIRED_CLAIM]: 'false' });
    expect(tokenStillRequiresMfa(lax, HELD, undefined)).toBe(false);
    expect(tokenStillRequiresMfa(undefined, HELD, undefined)).toBe(false);
  });
});
