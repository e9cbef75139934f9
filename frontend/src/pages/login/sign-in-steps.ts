import type { SetUpTOTPOutput as TotpSetupDetails, SignInOutput } from 'aws-amplify/auth';

/** Amplify's step for an account that signed in with a temporary password (an invitation). */
export const NEW_PASSWORD_STEP = 'CONFIRM_SIGN_IN_WITH_NEW_PASSWORD_REQUIRED';

/** Amplify's step for an account that signed up but has not confirmed its e-mail yet. */
export const CONFIRM_SIGN_UP_STEP = 'CONFIRM_SIGN_UP';

/** Amplify's step for an account with TOTP on: the code its authenticator app shows. */
export const TOTP_CODE_STEP = 'CONFIRM_SIGN_IN_WITH_TOTP_CODE';

/** Amplify's step when the pool requires MFA of an account that has none yet. */
export const TOTP_SETUP_STEP = 'CONTINUE_SIGN_IN_WITH_TOTP_SETUP';

/** Where a sign-in stands, after the credentials form. */
export type SignInStage =
  | { name: 'credentials' }
  | { name: 'newPassword' }
  | { name: 'confirmSignUp'; username: string }
  | { name: 'totpCode'; username: string }
  | { name: 'totpSetup'; username: string; details: TotpSetupDetails };

/** What to do with an answer of `signIn` or `confirmSignIn`. */
export type NextMove =
  | { move: 'signedIn' }
  | { move: 'show'; stage: SignInStage }
  /** The pool asks which factor (or which factor to set up): TOTP, the only one it offers. */
  | { move: 'chooseTotp' }
  | { move: 'unsupported'; step: string };

type NextStep = SignInOutput['nextStep'];

function offersTotp(step: NextStep): boolean {
  return 'allowedMFATypes' in step && (step.allowedMFATypes ?? []).includes('TOTP');
}

/** The move after an Amplify sign-in answer for `username`. */
export function nextMove(result: SignInOutput, username: string): NextMove {
  const step = result.nextStep;
  if (result.isSignedIn) return { move: 'signedIn' };
  switch (step.signInStep) {
    case NEW_PASSWORD_STEP:
      return { move: 'show', stage: { name: 'newPassword' } };
    case CONFIRM_SIGN_UP_STEP:
      return { move: 'show', stage: { name: 'confirmSignUp', username } };
    case TOTP_CODE_STEP:
      return { move: 'show', stage: { name: 'totpCode', username } };
    case TOTP_SETUP_STEP:
      return {
        move: 'show',
        stage: { name: 'totpSetup', username, details: step.totpSetupDetails },
      };
    case 'CONTINUE_SIGN_IN_WITH_MFA_SELECTION':
    case 'CONTINUE_SIGN_IN_WITH_MFA_SETUP_SELECTION':
      return offersTotp(step)
        ? { move: 'chooseTotp' }
        : { move: 'unsupported', step: step.signInStep };
    default:
      return { move: 'unsupported', step: step.signInStep };
  }
}
