import {
  emailSchema,
  personNameSchema,
  phoneNumberSchema,
  usernameSchema,
} from '../../../lambdas/domain/schemas/userprofile';
import {
  CREATE_USER_LIMITS,
  type CreateUserValues,
  checkCreateUser,
  initialCreateUserValues,
  normalisedCreateUser,
} from '../../../frontend/src/pages/create-user/create-user-form';
import { commonStrings } from '../../../frontend/src/strings/common';
import { usersStrings } from '../../../frontend/src/strings/users';

const valid: CreateUserValues = {
  name: 'Asha Rao',
  username: 'asha.rao',
  email: 'asha@example.com',
  phone: '+919876543210',
  password: 'Start#2026pass',
  confirmPassword: 'Start#2026pass',
};

const required = commonStrings.validation.allFieldsRequired;

describe('the sign-up new user form (spec §5)', () => {
  it('starts with the phone prefix +91', () => {
    expect(initialCreateUserValues().phone).toBe('+91');
  });

  it('accepts a complete form', () => {
    expect(checkCreateUser(valid)).toBeUndefined();
  });

  it('flags the first blank field in the validator order: username before name, name before password', () => {
    expect(checkCreateUser({ ...valid, name: '', username: ' ' })).toEqual({
      field: 'username',
      message: required,
    });
    expect(checkCreateUser({ ...valid, name: '', password: '' })).toEqual({
      field: 'name',
      message: required,
    });
    expect(checkCreateUser({ ...valid, password: '', confirmPassword: '' })).toEqual({
      field: 'password',
      message: required,
    });
    expect(checkCreateUser({ ...valid, confirmPassword: '' })).toEqual({
      field: 'confirmPassword',
      message: required,
    });
  });

  it('requires e-mail and phone too, before the password comparison', () => {
    expect(checkCreateUser({ ...valid, email: '', confirmPassword: 'other' })).toEqual({
      field: 'email',
      message: required,
    });
    expect(checkCreateUser({ ...valid, phone: '  ' })).toEqual({
      field: 'phone',
      message: required,
    });
  });

  it('flags a password mismatch on the confirmation', () => {
    expect(checkCreateUser({ ...valid, confirmPassword: 'Start#2026pasS' })).toEqual({
      field: 'confirmPassword',
      message: commonStrings.validation.passwordMismatch,
    });
  });

  it('refuses what the server would refuse: username, e-mail, phone formats', () => {
    expect(checkCreateUser({ ...valid, username: 'asha rao' })?.field).toBe('username');
    expect(checkCreateUser({ ...valid, email: 'asha@' })?.field).toBe('email');
    expect(checkCreateUser({ ...valid, phone: '+91' })).toEqual({
      field: 'phone',
      message: usersStrings.createUser.invalidPhone,
    });
    expect(checkCreateUser({ ...valid, phone: '9876543210' })?.field).toBe('phone');
  });

  it('trims the values and removes spaces from the phone', () => {
    expect(
      normalisedCreateUser({
        ...valid,
        name: ' Asha ',
        username: 'asha ',
        phone: '+91 98765 43210',
      }),
    ).toMatchObject({ name: 'Asha', username: 'asha', phone_number: '+919876543210' });
  });

  it('limits the inputs to the lengths the server schemas accept', () => {
    const at = (n: number) => 'a'.repeat(n);
    expect(personNameSchema.safeParse(at(CREATE_USER_LIMITS.name)).success).toBe(true);
    expect(personNameSchema.safeParse(at(CREATE_USER_LIMITS.name + 1)).success).toBe(false);
    expect(usernameSchema.safeParse(at(CREATE_USER_LIMITS.username)).success).toBe(true);
    expect(usernameSchema.safeParse(at(CREATE_USER_LIMITS.username + 1)).success).toBe(false);
    const email = (n: number) => `${at(n - '@example.com'.length)}@example.com`;
    expect(emailSchema.safeParse(email(CREATE_USER_LIMITS.email + 1)).success).toBe(false);
    expect(
      phoneNumberSchema.safeParse(`+1${'2'.repeat(CREATE_USER_LIMITS.phone - 2)}`).success,
    ).toBe(true);
    expect(
      phoneNumberSchema.safeParse(`+1${'2'.repeat(CREATE_USER_LIMITS.phone - 1)}`).success,
    ).toBe(false);
  });
});
