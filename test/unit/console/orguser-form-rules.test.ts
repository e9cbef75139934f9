import {
  existingMemberError,
  normalisedPhone,
  orgUserFormError,
  type OrgUserFormValues,
} from '../../../frontend/src/pages/create-org-user/org-user-form-rules';
import { commonStrings } from '../../../frontend/src/strings/common';
import { passwordStrings } from '../../../frontend/src/strings/password';
import { usersStrings } from '../../../frontend/src/strings/users';

const required = commonStrings.validation.allFieldsRequired;
const text = usersStrings.createOrgUser;

const existing: OrgUserFormValues = {
  name: 'Ann Lee',
  phone: '+919876543210',
  email: 'ann@example.com',
  role: 'user',
  username: 'ann-lee',
};
const brandNew: OrgUserFormValues = {
  ...existing,
  password: 'Secret#2026pass',
  confirm: 'Secret#2026pass',
};

describe('add-user form rules', () => {
  it('accepts complete values, with or without a new password', () => {
    expect(orgUserFormError(existing)).toBeUndefined();
    expect(orgUserFormError(brandNew)).toBeUndefined();
  });

  it('flags the first blank field in the spec §5 order: username, name, role, password', () => {
    const blank = { ...brandNew, username: ' ', name: '', role: '', password: '' };
    expect(orgUserFormError(blank)).toEqual({ field: 'username', message: required });
    expect(orgUserFormError({ ...blank, username: 'ann' })).toEqual({
      field: 'name',
      message: required,
    });
    expect(orgUserFormError({ ...blank, username: 'ann', name: 'Ann' })).toEqual({
      field: 'role',
      message: required,
    });
    expect(orgUserFormError({ ...blank, username: 'ann', name: 'Ann', role: 'user' })).toEqual({
      field: 'password',
      message: required,
    });
  });

  it('flags a confirmation that differs from the password', () => {
    expect(orgUserFormError({ ...brandNew, confirm: 'Other#2026pass' })).toEqual({
      field: 'confirm',
      message: commonStrings.validation.passwordMismatch,
    });
  });

  it('requires an e-mail address the server accepts', () => {
    expect(orgUserFormError({ ...existing, email: '' })).toEqual({
      field: 'email',
      message: required,
    });
    expect(orgUserFormError({ ...existing, email: 'not-an-address' })).toEqual({
      field: 'email',
      message: text.emailFormat,
    });
  });

  it('takes the bare +91 prefix as no phone, and refuses other non-E.164 numbers', () => {
    expect(normalisedPhone('+91')).toBe('');
    expect(normalisedPhone('+91 98765 43210')).toBe('+919876543210');
    expect(orgUserFormError({ ...existing, phone: '+91' })).toBeUndefined();
    expect(orgUserFormError({ ...existing, phone: '98765' })).toEqual({
      field: 'phone',
      message: text.phoneFormat,
    });
  });

  it('refuses a temporary password the pool would refuse, on the password field', () => {
    expect(orgUserFormError({ ...brandNew, password: 'password', confirm: 'password' })).toEqual({
      field: 'password',
      message: passwordStrings.breaksRules,
    });
  });

  it('asks someone with an account only for the org role', () => {
    expect(existingMemberError('')).toEqual({ field: 'role', message: required });
    expect(existingMemberError('user')).toBeUndefined();
  });

  it("refuses usernames outside the server's pattern", () => {
    expect(orgUserFormError({ ...existing, username: 'ann lee' })).toEqual({
      field: 'username',
      message: text.usernameFormat,
    });
  });
});
