import { isEmailAddress } from '@domain/schemas/email';

import { commonStrings } from '../strings/common';

/**
 * The fields the shared validator knows, in the order of spec §5; `email` (a username that is
 * also the account's e-mail, as on sign-up) is checked right after `username`.
 */
export const VALIDATED_FIELDS = [
  'username',
  'email',
  'firstname',
  'lastname',
  'roles',
  'verificationcode',
  'password',
  'oldpassword',
  'newpassword',
  'confirmpassword',
] as const;

export type ValidatedField = (typeof VALIDATED_FIELDS)[number];

/** A form's values: only the fields a form has are present and checked. */
export type FormValues = Partial<Record<ValidatedField, string | readonly string[]>>;

export interface ValidationFailure {
  field: ValidatedField;
  message: string;
}

function isBlank(value: string | readonly string[]): boolean {
  return typeof value === 'string' ? value.trim() === '' : value.length === 0;
}

/**
 * Spec §5: the first blank field in the fixed order fails with 'All fields are required'; then an
 * `email` the user pool would refuse (`@domain/schemas/email`); then password vs confirmpassword,
 * then newpassword vs confirmpassword (flagged on confirmpassword). Returns undefined when the
 * form is valid.
 */
export function validateForm(values: FormValues): ValidationFailure | undefined {
  for (const field of VALIDATED_FIELDS) {
    const value = values[field];
    if (value !== undefined && isBlank(value)) {
      return { field, message: commonStrings.validation.allFieldsRequired };
    }
  }
  const { email, password, newpassword, confirmpassword } = values;
  if (typeof email === 'string' && !isEmailAddress(email.trim())) {
    return { field: 'email', message: commonStrings.validation.emailFormat };
  }
  if (confirmpassword !== undefined) {
    const mismatch =
      (password !== undefined && password !== confirmpassword) ||
      (newpassword !== undefined && newpassword !== confirmpassword);
    if (mismatch) {
      return { field: 'confirmpassword', message: commonStrings.validation.passwordMismatch };
    }
  }
  return undefined;
}
