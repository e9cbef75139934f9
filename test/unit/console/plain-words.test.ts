/**
 * Issue 47: what the console shows of counts and account states reads as words (a count's noun in
 * the right number, Cognito's states in plain words), and the TOTP key being set up is kept for the
 * tab's signed-in session, for its own account only.
 */
import {
  forgetPendingTotpKey,
  keepPendingTotpKey,
  pendingTotpKey,
} from '../../../frontend/src/common/mfa/pending-totp-key';
import { totpSetupUriOfKey } from '../../../frontend/src/common/mfa/totp-setup-uri';
import { cognitoStatusLabel } from '../../../frontend/src/common/user-list/cognito-status';
import { orgunitsStrings } from '../../../frontend/src/strings/orgunits';
import { countOf } from '../../../frontend/src/strings/plural';
import { usersStrings } from '../../../frontend/src/strings/users';
import { workqueueStrings } from '../../../frontend/src/strings/workqueue';

describe('counts', () => {
  it('say one of a thing in the singular, and none or many in the plural', () => {
    expect(countOf(1, 'user', 'users')).toBe('1 user');
    expect(countOf(0, 'user', 'users')).toBe('0 users');
    expect(countOf(2, 'user', 'users')).toBe('2 users');
  });

  it('agree in the deletion preview, a bounded count staying plural', () => {
    const one = { count: 1, more: false };
    expect(workqueueStrings.preview.summary(one, one, one, { count: 50, more: true })).toBe(
      '1 subunit, 1 user losing all access, 1 active config, more than 50 documents',
    );
  });

  it('agree in the org plan download', () => {
    expect(orgunitsStrings.orgPlan.downloaded(1)).toBe('Saved the plan of 1 unit');
  });
});

describe("an account's state", () => {
  const words = usersStrings.authUsers.accountStatuses;

  it("is Cognito's state in plain words", () => {
    expect(cognitoStatusLabel('CONFIRMED')).toBe(words.CONFIRMED);
    expect(cognitoStatusLabel('CONFIRMED')).toBe('Confirmed');
    expect(cognitoStatusLabel('UNCONFIRMED')).toBe('Waiting for e-mail confirmation');
    expect(cognitoStatusLabel('FORCE_CHANGE_PASSWORD')).toBe('Must change password');
  });

  it('reads a state it does not know as words, and no state as no account', () => {
    expect(cognitoStatusLabel('SOME_NEW_STATE')).toBe('Some new state');
    expect(cognitoStatusLabel(undefined)).toBe(usersStrings.authUsers.noAccount);
  });
});

describe('the TOTP key being set up', () => {
  const stored = new Map<string, string>();
  beforeAll(() => {
    Object.assign(globalThis, {
      sessionStorage: {
        getItem: (key: string) => stored.get(key) ?? null,
        setItem: (key: string, value: string) => void stored.set(key, value),
        removeItem: (key: string) => void stored.delete(key),
      },
    });
  });
  afterAll(() => {
    delete (globalThis as { sessionStorage?: unknown }).sessionStorage;
  });

  it('is kept for its own account only, until it is forgotten', () => {
    keepPendingTotpKey('ann', 'JBSWY3DPEHPK3PXP');
    expect(pendingTotpKey('ann')).toBe('JBSWY3DPEHPK3PXP');
    expect(pendingTotpKey('bob')).toBeUndefined();
    forgetPendingTotpKey();
    expect(pendingTotpKey('ann')).toBeUndefined();
  });

  it('is not taken from storage that holds something else', () => {
    stored.set('orgconsole.pendingTotpKey', JSON.stringify({ username: 'ann', secret: 'x<y' }));
    expect(pendingTotpKey('ann')).toBeUndefined();
    stored.set('orgconsole.pendingTotpKey', '{not json');
    expect(pendingTotpKey('ann')).toBeUndefined();
  });

  it('shows as the same QR code as when it was first given', () => {
    expect(totpSetupUriOfKey('JBSWY3DPEHPK3PXP', 'ann@example.com')).toBe(
      'otpauth://totp/Probot:ann%40example.com?secret=JBSWY3DPEHPK3PXP&issuer=Probot',
    );
  });
});
