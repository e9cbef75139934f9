/**
 * Issue 36, the console's side of TOTP: which sign-in answer shows which step, when a signed-in
 * user is sent to the set-up first, where that set-up then leads, and what a typed code must be.
 */
import type { SignInOutput } from 'aws-amplify/auth';

import { MFA_REQUIRED_CODE } from '../../../lambdas/domain/mfa';
import { ApiError } from '../../../frontend/src/api/api-error';
import {
  normalisedTotpCode,
  totpCodeError,
  totpFailureMessage,
} from '../../../frontend/src/common/mfa/totp-code';
import { totpSetupUri } from '../../../frontend/src/common/mfa/totp-setup-uri';
import { mfaSetupPath } from '../../../frontend/src/common/redirect';
import { nextMove } from '../../../frontend/src/pages/login/sign-in-steps';
import { mustSetUpMfa } from '../../../frontend/src/session/mfa-due';
import { mfaStrings } from '../../../frontend/src/strings/mfa';

function answer(nextStep: Record<string, unknown>, isSignedIn = false): SignInOutput {
  return { isSignedIn, nextStep } as unknown as SignInOutput;
}

function namedError(name: string, message = 'provider says no'): Error {
  const error = new Error(message);
  error.name = name;
  return error;
}

describe('the step after a sign-in answer', () => {
  it('is the signed-in session once the provider says so', () => {
    expect(nextMove(answer({ signInStep: 'DONE' }, true), 'ann')).toEqual({
      move: 'signedIn',
    });
  });

  it("asks an account with TOTP on for its app's code", () => {
    expect(nextMove(answer({ signInStep: 'CONFIRM_SIGN_IN_WITH_TOTP_CODE' }), 'ann')).toEqual({
      move: 'show',
      stage: { name: 'totpCode', username: 'ann' },
    });
  });

  it("shows the pool's TOTP set-up, whose QR code names the console and the account", () => {
    const details = {
      sharedSecret: 'JBSWY3DPEHPK3PXP',
      getSetupUri: (appName: string, account?: string) =>
        new URL(`otpauth://totp/${appName}:${account}?secret=JBSWY3DPEHPK3PXP&issuer=${appName}`),
    };
    const move = nextMove(
      answer({ signInStep: 'CONTINUE_SIGN_IN_WITH_TOTP_SETUP', totpSetupDetails: details }),
      'ann@example.com',
    );
    expect(move).toEqual({
      move: 'show',
      stage: { name: 'totpSetup', username: 'ann@example.com', details },
    });
    expect(totpSetupUri(details, 'ann@example.com')).toBe(
      'otpauth://totp/Probot:ann%40example.com?secret=JBSWY3DPEHPK3PXP&issuer=Probot',
    );
  });

  it('chooses TOTP when asked which factor, and names a step it cannot take', () => {
    const selection = { signInStep: 'CONTINUE_SIGN_IN_WITH_MFA_SELECTION' };
    expect(nextMove(answer({ ...selection, allowedMFATypes: ['TOTP'] }), 'a')).toEqual({
      move: 'chooseTotp',
    });
    expect(nextMove(answer({ ...selection, allowedMFATypes: ['SMS'] }), 'a')).toEqual({
      move: 'unsupported',
      step: 'CONTINUE_SIGN_IN_WITH_MFA_SELECTION',
    });
    expect(nextMove(answer({ signInStep: 'CONFIRM_SIGN_IN_WITH_SMS_CODE' }), 'a')).toEqual({
      move: 'unsupported',
      step: 'CONFIRM_SIGN_IN_WITH_SMS_CODE',
    });
  });

  it('keeps the earlier steps: a new password, a confirmation code', () => {
    expect(
      nextMove(answer({ signInStep: 'CONFIRM_SIGN_IN_WITH_NEW_PASSWORD_REQUIRED' }), 'a'),
    ).toEqual({ move: 'show', stage: { name: 'newPassword' } });
    expect(nextMove(answer({ signInStep: 'CONFIRM_SIGN_UP' }), 'a')).toEqual({
      move: 'show',
      stage: { name: 'confirmSignUp', username: 'a' },
    });
  });
});

describe('who must set up TOTP first', () => {
  it('a system admin, or a user of a unit that requires it, while the token says it is off', () => {
    expect(mustSetUpMfa({ systemAdmin: true, mfaEnabled: false })).toBe(true);
    expect(mustSetUpMfa({ systemAdmin: false, mfaEnabled: false }, true)).toBe(true);
    expect(mustSetUpMfa({ systemAdmin: false, mfaEnabled: false })).toBe(false);
    expect(mustSetUpMfa({ systemAdmin: true, mfaEnabled: true }, true)).toBe(false);
  });

  it("a user whose token says one of their units' config in force requires it", () => {
    expect(mustSetUpMfa({ systemAdmin: false, mfaEnabled: false, mfaRequired: true })).toBe(true);
    expect(mustSetUpMfa({ systemAdmin: false, mfaEnabled: true, mfaRequired: true })).toBe(false);
    expect(mustSetUpMfa({ systemAdmin: false, mfaEnabled: false, mfaRequired: false })).toBe(false);
  });

  it("recognises the API's refusal by its code", () => {
    expect(new ApiError('MFA required', 403, true, 'r-1', MFA_REQUIRED_CODE).isMfaRequired).toBe(
      true,
    );
    expect(new ApiError('Forbidden', 403, true, 'r-1').isMfaRequired).toBe(false);
  });

  it('comes back to where the user was going, never to itself or off the site', () => {
    expect(mfaSetupPath('/ou-root/orgusers?x=1')).toBe(
      `/mfa-setup?redirect=${encodeURIComponent('/ou-root/orgusers?x=1')}`,
    );
    expect(mfaSetupPath(undefined)).toBe('/mfa-setup');
    expect(mfaSetupPath('//evil.example/')).toBe('/mfa-setup');
    expect(mfaSetupPath('/mfa-setup?redirect=%2Fx')).toBe('/mfa-setup');
  });
});

describe('a typed authentication code', () => {
  it('is six digits; the spaces apps show are dropped', () => {
    expect(normalisedTotpCode(' 123 456 ')).toBe('123456');
    expect(totpCodeError('123 456')).toBeUndefined();
    expect(totpCodeError('')).toBe(mfaStrings.code.required);
    expect(totpCodeError('12345')).toBe(mfaStrings.code.format);
    expect(totpCodeError('12345a')).toBe(mfaStrings.code.format);
  });

  it("says a refused code is wrong, a lapsed sign-in is over, and else the provider's words", () => {
    expect(totpFailureMessage(namedError('CodeMismatchException'), 'signIn')).toBe(
      mfaStrings.code.wrong,
    );
    expect(totpFailureMessage(namedError('EnableSoftwareTokenMFAException'), 'setUp')).toBe(
      mfaStrings.code.wrong,
    );
    expect(totpFailureMessage(namedError('NotAuthorizedException'), 'signIn')).toBe(
      mfaStrings.signInCode.expired,
    );
    expect(totpFailureMessage(namedError('NotAuthorizedException', 'Token revoked'), 'setUp')).toBe(
      'Token revoked',
    );
  });
});
