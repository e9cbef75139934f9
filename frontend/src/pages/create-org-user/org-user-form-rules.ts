import { meetsPasswordPolicy } from '@domain/password-policy';
import { emailSchema, phoneNumberSchema, usernameSchema } from '@domain/schemas/userprofile';

import { commonStrings } from '../../strings/common';
import { passwordStrings } from '../../strings/password';
import { usersStrings } from '../../strings/users';
import { validateForm } from '../../validation/validate-form';

const text = usersStrings.createOrgUser;

export type OrgUserField =
  'name' | 'phone' | 'email' | 'role' | 'username' | 'password' | 'confirm';

export interface OrgUserFormValues {
  name: string;
  phone: string;
  email: string;
  role: string;
  username: string;
  /** Present only when a new account is created. */
  password?: string;
  confirm?: string;
}

export interface FieldError {
  field: OrgUserField;
  message: string;
}

const FIELD_OF_RULE = {
  username: 'username',
  firstname: 'name',
  roles: 'role',
  password: 'password',
  confirmpassword: 'confirm',
} as const satisfies Record<string, OrgUserField>;

/** The phone as the API wants it: E.164 without spaces; the bare '+91' prefix means none given. */
export function normalisedPhone(phone: string): string {
  const compact = phone.replace(/\s+/g, '');
  return compact === text.phonePrefix ? '' : compact;
}

export function usernameError(username: string): string | undefined {
  return usernameSchema.safeParse(username.trim()).success ? undefined : text.usernameFormat;
}

/**
 * Spec §5 first (blank username, name, role, password; then the password mismatch), then the
 * server's formats for e-mail, phone and username so the request cannot fail on them, then the
 * password policy for a temporary password the admin typed.
 */
export function orgUserFormError(values: OrgUserFormValues): FieldError | undefined {
  const failure = validateForm({
    username: values.username,
    firstname: values.name,
    roles: values.role,
    ...(values.password === undefined
      ? {}
      : { password: values.password, confirmpassword: values.confirm ?? '' }),
  });
  if (failure && failure.field in FIELD_OF_RULE) {
    return {
      field: FIELD_OF_RULE[failure.field as keyof typeof FIELD_OF_RULE],
      message: failure.message,
    };
  }
  if (values.email.trim() === '') {
    return { field: 'email', message: commonStrings.validation.allFieldsRequired };
  }
  if (!emailSchema.safeParse(values.email.trim()).success) {
    return { field: 'email', message: text.emailFormat };
  }
  if (!phoneNumberSchema.safeParse(normalisedPhone(values.phone)).success) {
    return { field: 'phone', message: text.phoneFormat };
  }
  const badUsername = usernameError(values.username);
  if (badUsername) return { field: 'username', message: badUsername };
  if (values.password !== undefined && !meetsPasswordPolicy(values.password)) {
    return { field: 'password', message: passwordStrings.breaksRules };
  }
  return undefined;
}

/**
 * Someone with an account: only the org role is asked, and, for a person outside the caller's
 * organisation (`accountEmail` given), the e-mail of their account.
 */
export function existingMemberError(role: string, accountEmail?: string): FieldError | undefined {
  if (role === '') return { field: 'role', message: commonStrings.validation.allFieldsRequired };
  if (accountEmail === undefined) return undefined;
  if (accountEmail === '') {
    return { field: 'email', message: commonStrings.validation.allFieldsRequired };
  }
  return emailSchema.safeParse(accountEmail).success
    ? undefined
    : { field: 'email', message: text.emailFormat };
}
