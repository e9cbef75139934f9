import { maskedEmail } from '../../../lambdas/domain/masked-email';
import {
  meetsPasswordPolicy,
  PASSWORD_POLICY,
  passwordPolicyFailure,
  passwordRuleResults,
} from '../../../lambdas/domain/password-policy';
import { passwordRefusal } from '../../../local/cognito-password-policy';

describe('the one password policy', () => {
  it('marks each rule met or not, in the order Cognito checks them', () => {
    expect(passwordRuleResults('abc')).toEqual([
      { rule: 'minLength', met: false },
      { rule: 'uppercase', met: false },
      { rule: 'lowercase', met: true },
      { rule: 'digit', met: false },
      { rule: 'symbol', met: false },
    ]);
    expect(meetsPasswordPolicy('LocalAdmin#2026')).toBe(true);
    expect(meetsPasswordPolicy('a'.repeat(PASSWORD_POLICY.minLength))).toBe(false);
  });

  it('counts a space as a symbol only inside the password, as Cognito does', () => {
    expect(meetsPasswordPolicy('Long Password1')).toBe(true);
    expect(meetsPasswordPolicy(' LongPassword1')).toBe(false);
  });

  it("words a refusal as Cognito's InvalidPasswordException", () => {
    expect(passwordPolicyFailure('password')).toBe(
      'Password did not conform with policy: Password not long enough',
    );
    expect(passwordPolicyFailure('Strong#Pass2026')).toBeUndefined();
  });
});

describe('the local pool proxy', () => {
  it('refuses each call that would set a weak password, and only those', () => {
    const weak = 'password';
    const refused = [
      ['SignUp', { Password: weak }],
      ['AdminCreateUser', { TemporaryPassword: weak }],
      ['AdminSetUserPassword', { Password: weak }],
      ['ChangePassword', { ProposedPassword: weak }],
      ['ConfirmForgotPassword', { Password: weak }],
      [
        'RespondToAuthChallenge',
        { ChallengeName: 'NEW_PASSWORD_REQUIRED', ChallengeResponses: { NEW_PASSWORD: weak } },
      ],
    ] as const;
    for (const [operation, request] of refused) {
      expect(passwordRefusal(operation, request)).toMatchObject({
        type: 'InvalidPasswordException',
        status: 400,
      });
    }
    expect(passwordRefusal('AdminCreateUser', {})).toBeUndefined();
    expect(passwordRefusal('InitiateAuth', { AuthParameters: { PASSWORD: weak } })).toBeUndefined();
    expect(passwordRefusal('SignUp', { Password: 'Strong#Pass2026' })).toBeUndefined();
  });
});

describe('masked e-mail', () => {
  it('keeps the first character and the domain only', () => {
    expect(maskedEmail('alice@example.com')).toBe('a•••@example.com');
    expect(maskedEmail('')).toBe('');
    expect(maskedEmail('nodomain')).toBe('•••');
  });
});
