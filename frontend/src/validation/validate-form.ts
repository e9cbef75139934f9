import { commonStrings } from '../strings/common';

/** The fields the shared validator knows, in the order of spec §5. */
export const VALIDATED_FIELDS = [
  'username',
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
 * Spec §5: the first blank field in the fixed order fails with 'All fields are required'; then
 * password vs confirmpassword, then newpassword vs confirmpassword (flagged on confirmpassword).
 * Returns undefined when the form is valid.
 */
export function validateForm(values: FormValues): ValidationFailure | undefined {
  for (const field of VALIDATED_FIELDS) {
    const value = values[field];
    if (value !== undefined && isBlank(value)) {
      return { field, message: commonStrings.validation.allFieldsRequired };
    }
  }
  const { password, newpassword, confirmpassword } = values;
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
