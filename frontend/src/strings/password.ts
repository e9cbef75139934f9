import type { PasswordRule } from '@domain/password-policy';
import { PASSWORD_POLICY } from '@domain/password-policy';

/** The password rules as every form that sets a password states them (one policy: @domain). */
export const passwordStrings = {
  rulesHeading: 'The password needs',
  rules: {
    minLength: `At least ${PASSWORD_POLICY.minLength} characters`,
    uppercase: 'An uppercase letter (A-Z)',
    lowercase: 'A lowercase letter (a-z)',
    digit: 'A number (0-9)',
    symbol: 'A symbol, e.g. ! @ # $ % & *',
  } satisfies Record<PasswordRule, string>,
  met: 'met',
  notMet: 'not met',
  /** The field's error when a rule is still unmet at submit. */
  breaksRules: 'The password does not meet every rule listed',
} as const;
