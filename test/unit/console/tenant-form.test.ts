import { createTenantBodySchema } from '../../../lambdas/domain/schemas/tenant';
import { existingAdminError } from '../../../frontend/src/pages/create-tenant/existing-admin';
import {
  INITIAL_TENANT_FORM,
  tenantBody,
  tenantFormError,
  type TenantFormValues,
  usernameCheckError,
} from '../../../frontend/src/pages/create-tenant/tenant-form';
import { commonStrings } from '../../../frontend/src/strings/common';
import { tenantsStrings } from '../../../frontend/src/strings/tenants';

const text = tenantsStrings.createTenant;
const required = commonStrings.validation.allFieldsRequired;

const existing: TenantFormValues = { ...INITIAL_TENANT_FORM, name: ' Globex ', username: 'hank' };
const invite: TenantFormValues = {
  ...INITIAL_TENANT_FORM,
  name: 'Globex',
  adminKind: 'invite',
  adminName: ' Hank Scorpio ',
  adminEmail: ' hank@globex.example ',
};

describe('the create-organisation body', () => {
  it('sends an existing admin by username, trimmed, without empty optional fields', () => {
    expect(tenantBody(existing)).toEqual({
      name: 'Globex',
      admin: { kind: 'existing', username: 'hank' },
    });
  });

  it('sends an invitation with e-mail and name; username and phone only when given', () => {
    expect(tenantBody(invite)).toEqual({
      name: 'Globex',
      admin: { kind: 'invite', email: 'hank@globex.example', name: 'Hank Scorpio' },
    });
    const full = tenantBody({
      ...invite,
      description: ' Cypress Creek ',
      emailId: 'office@globex.example',
      mobile: '+1 555 0100',
      username: 'hank',
      adminPhone: '+1 555 010 0123',
    });
    expect(full).toEqual({
      name: 'Globex',
      description: 'Cypress Creek',
      emailId: 'office@globex.example',
      mobile: '+1 555 0100',
      admin: {
        kind: 'invite',
        email: 'hank@globex.example',
        name: 'Hank Scorpio',
        username: 'hank',
        phone_number: '+15550100123',
      },
    });
    expect(createTenantBodySchema.safeParse(full).success).toBe(true);
  });
});

describe('the create-organisation checks', () => {
  it('accepts what the server accepts', () => {
    expect(tenantFormError(existing)).toBeUndefined();
    expect(tenantFormError(invite)).toBeUndefined();
  });

  it('asks for the name first, then for the fields of the chosen admin', () => {
    expect(tenantFormError({ ...existing, name: '  ' })).toEqual({
      field: 'name',
      message: required,
    });
    expect(tenantFormError({ ...existing, username: '' })).toEqual({
      field: 'username',
      message: required,
    });
    expect(tenantFormError({ ...invite, adminName: ' ' })).toEqual({
      field: 'adminName',
      message: required,
    });
    expect(tenantFormError({ ...invite, adminEmail: '' })).toEqual({
      field: 'adminEmail',
      message: required,
    });
  });

  it('flags each malformed field with its own message', () => {
    expect(tenantFormError({ ...existing, name: 'x'.repeat(101) })).toEqual({
      field: 'name',
      message: text.tooLong(100),
    });
    expect(tenantFormError({ ...existing, emailId: 'office' })?.field).toBe('emailId');
    expect(tenantFormError({ ...existing, mobile: 'call us' })).toEqual({
      field: 'mobile',
      message: text.invalidMobile,
    });
    expect(tenantFormError({ ...existing, username: 'a b' })).toEqual({
      field: 'username',
      message: text.usernameFormat,
    });
    expect(tenantFormError({ ...invite, adminEmail: 'hank' })).toEqual({
      field: 'adminEmail',
      message: text.emailFormat,
    });
    expect(tenantFormError({ ...invite, adminPhone: '555' })).toEqual({
      field: 'adminPhone',
      message: text.phoneFormat,
    });
  });

  it('asks for a username when the e-mail address cannot be one', () => {
    const apostrophe = { ...invite, adminEmail: "o'hank@globex.example" };
    expect(tenantFormError(apostrophe)).toEqual({
      field: 'username',
      message: text.usernameFormat,
    });
    expect(tenantFormError({ ...apostrophe, username: 'ohank' })).toBeUndefined();
  });

  it('checks the username before the Check call', () => {
    expect(usernameCheckError(' ')).toEqual({ field: 'username', message: required });
    expect(usernameCheckError('a;b')).toEqual({ field: 'username', message: text.usernameFormat });
    expect(usernameCheckError(' hank ')).toBeUndefined();
  });

  it('needs an existing admin checked under the current username, and found', () => {
    const found = { state: 'checked', username: 'hank', exists: true } as const;
    expect(existingAdminError(existing, { state: 'unchecked' })).toEqual({
      field: 'username',
      message: text.checkFirst,
    });
    expect(existingAdminError({ ...existing, username: 'hank2' }, found)?.message).toBe(
      text.checkFirst,
    );
    expect(existingAdminError(existing, { ...found, exists: false })).toEqual({
      field: 'username',
      message: text.userDoesNotExist,
    });
    expect(existingAdminError(existing, found)).toBeUndefined();
    expect(existingAdminError(invite, { state: 'unchecked' })).toBeUndefined();
  });
});
