import { meetsPasswordPolicy } from '@domain/password-policy';
import { emailSchema, phoneNumberSchema, usernameSchema } from '@domain/schemas/userprofile';

import { USER_FIELD_MAX_LENGTH } from '../../common/form/field-limits';
import { commonStrings } from '../../strings/common';
import { passwordStrings } from '../../strings/password';
import { usersStrings } from '../../strings/users';
import {
  type FormValues,
  VALIDATED_FIELDS,
  validateForm,
  type ValidatedField,
} from '../../validation/validate-form';

const text = usersStrings.createUser;

/** The sign-up form's fields, in screen order. */
export const CREATE_USER_FIELDS = [
  'name',
  'username',
  'email',
  'phone',
  'password',
  'confirmPassword',
] as const;

export type CreateUserField = (typeof CREATE_USER_FIELDS)[number];
export type CreateUserValues = Record<CreateUserField, string>;

/** Input limits as the server's schemas and Cognito set them. */
export const CREATE_USER_LIMITS: Record<CreateUserField, number> = {
  ...USER_FIELD_MAX_LENGTH,
  confirmPassword: USER_FIELD_MAX_LENGTH.password,
};

export interface CreateUserFailure {
  field: CreateUserField;
  message: string;
}

/** The form's field under each rule of the shared validator (spec §5) it has. */
const RULE_FIELDS: Partial<Record<ValidatedField, CreateUserField>> = {
  username: 'username',
  firstname: 'name',
  password: 'password',
  confirmpassword: 'confirmPassword',
};

export function initialCreateUserValues(): CreateUserValues {
  return {
    name: '',
    username: '',
    email: '',
    phone: text.phonePrefix,
    password: '',
    confirmPassword: '',
  };
}

/** The values as the identity provider and the API take them: trimmed, no spaces in the phone. */
export function normalisedCreateUser(values: CreateUserValues) {
  return {
    name: values.name.trim(),
    username: values.username.trim(),
    email: values.email.trim(),
    phone_number: values.phone.replace(/\s+/g, ''),
    password: values.password,
  };
}

/**
 * Spec §5 through the shared validator (first blank field in its order, then the password
 * mismatch), with the fields it does not know (e-mail, phone) checked for blanks before the
 * mismatch; then the formats the server would refuse and the password policy. Undefined when the
 * form may be sent.
 */
export function checkCreateUser(values: CreateUserValues): CreateUserFailure | undefined {
  const ruled: FormValues = {};
  for (const rule of VALIDATED_FIELDS) {
    const field = RULE_FIELDS[rule];
    if (field) ruled[rule] = values[field];
  }
  const failure = validateForm(ruled);
  const fieldOf = (rule: ValidatedField): CreateUserField => RULE_FIELDS[rule] ?? 'name';
  if (failure && failure.message === commonStrings.validation.allFieldsRequired) {
    return { field: fieldOf(failure.field), message: failure.message };
  }
  for (const field of ['email', 'phone'] as const) {
    if (values[field].trim() === '') {
      return { field, message: commonStrings.validation.allFieldsRequired };
    }
  }
  if (failure) return { field: fieldOf(failure.field), message: failure.message };

  const user = normalisedCreateUser(values);
  if (!usernameSchema.safeParse(user.username).success) {
    return { field: 'username', message: text.invalidUsername };
  }
  if (!emailSchema.safeParse(user.email).success) {
    return { field: 'email', message: text.invalidEmail };
  }
  if (user.phone_number === '' || !phoneNumberSchema.safeParse(user.phone_number).success) {
    return { field: 'phone', message: text.invalidPhone };
  }
  if (!meetsPasswordPolicy(values.password)) {
    return { field: 'password', message: passwordStrings.breaksRules };
  }
  return undefined;
}
