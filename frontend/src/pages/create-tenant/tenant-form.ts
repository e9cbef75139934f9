/**
 * The create-organisation form's values, the body it sends and its checks: blank required fields
 * first (spec §5), then the server's own body schema, so the form refuses exactly what the API
 * would and flags the field.
 */
import { LIMITS } from '@domain/schemas/orgunit';
import { type CreateTenantBody, createTenantBodySchema } from '@domain/schemas/tenant';
import { PERSON_NAME_LIMIT, usernameSchema } from '@domain/schemas/userprofile';

import { commonStrings } from '../../strings/common';
import { tenantsStrings } from '../../strings/tenants';

const text = tenantsStrings.createTenant;

export type AdminKind = 'existing' | 'invite';

export interface TenantFormValues {
  name: string;
  description: string;
  emailId: string;
  mobile: string;
  adminKind: AdminKind;
  /** The existing account's username, or the new account's (optional: the e-mail then). */
  username: string;
  adminName: string;
  adminEmail: string;
  adminPhone: string;
}

export type TenantField = Exclude<keyof TenantFormValues, 'adminKind'>;

export interface TenantFieldError {
  field: TenantField;
  message: string;
}

export const INITIAL_TENANT_FORM: TenantFormValues = {
  name: '',
  description: '',
  emailId: '',
  mobile: '',
  adminKind: 'existing',
  username: '',
  adminName: '',
  adminEmail: '',
  adminPhone: text.phonePrefix,
};

/** Input limits: the server's (a mobile may also start with +; a phone is + and 15 digits). */
export const TENANT_FIELD_MAX_LENGTH: Record<TenantField, number> = {
  name: LIMITS.name,
  description: LIMITS.description,
  emailId: LIMITS.emailId,
  mobile: LIMITS.mobile + 1,
  username: 128,
  adminName: PERSON_NAME_LIMIT,
  adminEmail: 254,
  adminPhone: 16,
};

/** The phone as the API wants it: E.164 without spaces; the bare prefix means none given. */
export function normalisedPhone(phone: string): string {
  const compact = phone.replace(/\s+/g, '');
  return compact === text.phonePrefix ? '' : compact;
}

function optional<Key extends string>(key: Key, value: string): Partial<Record<Key, string>> {
  return value === '' ? {} : ({ [key]: value } as Record<Key, string>);
}

/** The POST /tenant body of the form: trimmed, empty optional fields left out. */
export function tenantBody(values: TenantFormValues): CreateTenantBody {
  const username = values.username.trim();
  const admin: CreateTenantBody['admin'] =
    values.adminKind === 'existing'
      ? { kind: 'existing', username }
      : {
          kind: 'invite',
          email: values.adminEmail.trim(),
          name: values.adminName.trim(),
          ...optional('username', username),
          ...optional('phone_number', normalisedPhone(values.adminPhone)),
        };
  return {
    name: values.name.trim(),
    ...optional('description', values.description.trim()),
    ...optional('emailId', values.emailId.trim()),
    ...optional('mobile', values.mobile.trim()),
    admin,
  };
}

const FIELD_OF_PATH: Readonly<Record<string, TenantField>> = {
  name: 'name',
  description: 'description',
  emailId: 'emailId',
  mobile: 'mobile',
  'admin.username': 'username',
  'admin.name': 'adminName',
  'admin.email': 'adminEmail',
  'admin.phone_number': 'adminPhone',
};

function messageFor(field: TenantField, value: string): string {
  if (value.trim().length > TENANT_FIELD_MAX_LENGTH[field]) {
    return text.tooLong(TENANT_FIELD_MAX_LENGTH[field]);
  }
  switch (field) {
    case 'name':
    case 'adminName':
      return text.nameInvalid;
    case 'description':
      return text.tooLong(TENANT_FIELD_MAX_LENGTH.description);
    case 'emailId':
    case 'adminEmail':
      return text.emailFormat;
    case 'mobile':
      return text.invalidMobile;
    case 'username':
      return text.usernameFormat;
    case 'adminPhone':
      return text.phoneFormat;
  }
}

function requiredFields(kind: AdminKind): TenantField[] {
  return kind === 'existing' ? ['name', 'username'] : ['name', 'adminName', 'adminEmail'];
}

/** The first problem of the form, flagged on its field; undefined when the API would accept it. */
export function tenantFormError(values: TenantFormValues): TenantFieldError | undefined {
  for (const field of requiredFields(values.adminKind)) {
    if (values[field].trim() === '') {
      return { field, message: commonStrings.validation.allFieldsRequired };
    }
  }
  const result = createTenantBodySchema.safeParse(tenantBody(values));
  if (!result.success) {
    for (const issue of result.error.issues) {
      const field = FIELD_OF_PATH[issue.path.join('.')];
      if (field) return { field, message: messageFor(field, values[field]) };
    }
    return { field: 'name', message: text.failed };
  }
  // Without a username of its own, the new account is named by its e-mail, which must fit.
  const invitedName = values.username.trim() || values.adminEmail.trim();
  if (values.adminKind === 'invite' && !usernameSchema.safeParse(invitedName).success) {
    return { field: 'username', message: text.usernameFormat };
  }
  return undefined;
}

/** The username before its Check: required, and in the format usernames have. */
export function usernameCheckError(username: string): TenantFieldError | undefined {
  if (username.trim() === '')
    return { field: 'username', message: commonStrings.validation.allFieldsRequired };
  return usernameSchema.safeParse(username.trim()).success
    ? undefined
    : { field: 'username', message: text.usernameFormat };
}
