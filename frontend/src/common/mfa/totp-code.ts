import { mfaStrings } from '../../strings/mfa';
import { providerMessage } from '../account-form/provider-message';

const text = mfaStrings.code;

/** The code as the provider takes it: apps show it as "123 456", and people paste it so. */
export function normalisedTotpCode(value: string): string {
  return value.replace(/\s+/g, '');
}

/** Why the typed code cannot be sent, or undefined when it is six digits. */
export function totpCodeError(value: string): string | undefined {
  const code = normalisedTotpCode(value);
  if (!code) return text.required;
  return /^[0-9]{6}$/.test(code) ? undefined : text.format;
}

/** Cognito's refusals of a wrong or used code: at sign-in, and when a set-up is verified. */
const WRONG_CODE_ERRORS = new Set(['CodeMismatchException', 'EnableSoftwareTokenMFAException']);

/**
 * At sign-in: Cognito's refusal of a lapsed challenge session (it lasts three minutes), and
 * Amplify's when it holds no sign-in to continue.
 */
const LAPSED_SIGN_IN_ERRORS = new Set(['NotAuthorizedException', 'SignInException']);

/**
 * The form's text for a refused code. A wrong code gets our own words; a lapsed sign-in says to
 * start again; anything else is the provider's message (spec §5).
 */
export function totpFailureMessage(caught: unknown, during: 'signIn' | 'setUp'): string {
  const name = caught instanceof Error ? caught.name : undefined;
  if (name && WRONG_CODE_ERRORS.has(name)) return text.wrong;
  if (during === 'signIn' && name && LAPSED_SIGN_IN_ERRORS.has(name)) {
    return mfaStrings.signInCode.expired;
  }
  return providerMessage(caught);
}
