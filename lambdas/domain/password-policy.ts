/**
 * The one password policy: the deployed user pool is configured from it (lib/constructs/identity.ts),
 * the local Cognito proxy enforces it (local/cognito-password-policy.ts), and the console states
 * and checks it as the user types.
 */

export const PASSWORD_POLICY = {
  minLength: 12,
  requireLowercase: true,
  requireUppercase: true,
  requireDigits: true,
  requireSymbols: true,
  /** How long an invitation's temporary password stays valid. */
  temporaryPasswordValidityDays: 3,
} as const;

/** Cognito's own limit on a password's length. */
export const PASSWORD_MAX_LENGTH = 256;

export type PasswordRule = 'minLength' | 'lowercase' | 'uppercase' | 'digit' | 'symbol';

/** The characters Cognito counts as symbols (a space counts too, but not at either end). */
const SYMBOLS = new Set('^$*.[]{}()?-"!@#%&/\\,><\':;|_~`+='.split(''));

function hasSymbol(password: string): boolean {
  const inner = password.slice(1, -1);
  return [...password].some((char) => SYMBOLS.has(char)) || inner.includes(' ');
}

const CHECKS: Record<PasswordRule, (password: string) => boolean> = {
  minLength: (password) => password.length >= PASSWORD_POLICY.minLength,
  lowercase: (password) => /[a-z]/.test(password),
  uppercase: (password) => /[A-Z]/.test(password),
  digit: (password) => /[0-9]/.test(password),
  symbol: hasSymbol,
};

/** The rules in force, in the order Cognito checks them. */
export const PASSWORD_RULES: readonly PasswordRule[] = [
  'minLength',
  ...(PASSWORD_POLICY.requireUppercase ? (['uppercase'] as const) : []),
  ...(PASSWORD_POLICY.requireLowercase ? (['lowercase'] as const) : []),
  ...(PASSWORD_POLICY.requireDigits ? (['digit'] as const) : []),
  ...(PASSWORD_POLICY.requireSymbols ? (['symbol'] as const) : []),
];

/** Each rule in force and whether the password meets it. */
export function passwordRuleResults(password: string): { rule: PasswordRule; met: boolean }[] {
  return PASSWORD_RULES.map((rule) => ({ rule, met: CHECKS[rule](password) }));
}

export function meetsPasswordPolicy(password: string): boolean {
  return passwordRuleResults(password).every(({ met }) => met);
}

/** Cognito's wording for the first rule a password breaks (its InvalidPasswordException). */
const COGNITO_MESSAGES: Record<PasswordRule, string> = {
  minLength: 'Password not long enough',
  uppercase: 'Password must have uppercase characters',
  lowercase: 'Password must have lowercase characters',
  digit: 'Password must have numeric characters',
  symbol: 'Password must have symbol characters',
};

/** `Password did not conform with policy: …` for a password the pool refuses, else undefined. */
export function passwordPolicyFailure(password: string): string | undefined {
  const broken = passwordRuleResults(password).find(({ met }) => !met);
  return broken
    ? `Password did not conform with policy: ${COGNITO_MESSAGES[broken.rule]}`
    : undefined;
}
