import { commonStrings } from '../../../frontend/src/strings/common';
import {
  VALIDATED_FIELDS,
  validateForm,
  type FormValues,
} from '../../../frontend/src/validation/validate-form';

const required = commonStrings.validation.allFieldsRequired;
const mismatch = commonStrings.validation.passwordMismatch;

const complete: FormValues = {
  username: 'ann@example.com',
  email: 'ann@example.com',
  firstname: 'Ann',
  lastname: 'Lee',
  roles: ['admin'],
  verificationcode: '123456',
  password: 'Secret#123',
  oldpassword: 'Old#1234',
  newpassword: 'Secret#123',
  confirmpassword: 'Secret#123',
};

describe('validateForm', () => {
  it('passes a complete form', () => {
    expect(validateForm(complete)).toBeUndefined();
  });

  it('uses the messages of spec §5', () => {
    expect(required).toBe('All fields are required');
    expect(mismatch).toBe('The two passwords do not match.');
  });

  it('checks the fields in the order of spec §5', () => {
    expect(VALIDATED_FIELDS).toEqual([
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
    ]);
  });

  it.each(VALIDATED_FIELDS.map((field, index) => [field, index] as const))(
    'flags %s when it and every later field are blank',
    (field, index) => {
      const values: FormValues = { ...complete };
      for (const later of VALIDATED_FIELDS.slice(index)) {
        values[later] = later === 'roles' ? [] : '';
      }
      expect(validateForm(values)).toEqual({ field, message: required });
    },
  );

  it('treats whitespace as blank and an empty role list as blank', () => {
    expect(validateForm({ ...complete, username: '   ' })).toEqual({
      field: 'username',
      message: required,
    });
    expect(validateForm({ ...complete, roles: [] })).toEqual({ field: 'roles', message: required });
  });

  it('checks only the fields a form has', () => {
    expect(validateForm({ username: 'ann@example.com' })).toBeUndefined();
  });

  it('reports a blank field before any mismatch', () => {
    expect(validateForm({ password: 'a', confirmpassword: 'b', verificationcode: '' })).toEqual({
      field: 'verificationcode',
      message: required,
    });
  });

  it('flags password vs confirmpassword on confirmpassword', () => {
    expect(validateForm({ password: 'one', confirmpassword: 'two' })).toEqual({
      field: 'confirmpassword',
      message: mismatch,
    });
  });

  it('flags newpassword vs confirmpassword on confirmpassword', () => {
    expect(
      validateForm({ oldpassword: 'old', newpassword: 'one', confirmpassword: 'two' }),
    ).toEqual({ field: 'confirmpassword', message: mismatch });
  });

  it('refuses an e-mail the user pool would refuse: the domain needs a dot', () => {
    const invalid = commonStrings.validation.emailFormat;
    for (const email of [
      'vera@visitor',
      'vera',
      'vera@',
      '@example.com',
      'vera@example.c',
      'a b@example.com',
    ]) {
      expect(validateForm({ email })).toEqual({ field: 'email', message: invalid });
    }
    for (const email of [
      'vera@visitor.example',
      ' vera@example.com ',
      'v.era+tag@mail.example.co',
    ]) {
      expect(validateForm({ email })).toBeUndefined();
    }
  });

  it('checks the e-mail after the blank fields and before the passwords', () => {
    expect(validateForm({ email: 'vera@visitor', password: '' })).toEqual({
      field: 'password',
      message: required,
    });
    expect(validateForm({ email: 'vera@visitor', password: 'a', confirmpassword: 'b' })).toEqual({
      field: 'email',
      message: commonStrings.validation.emailFormat,
    });
  });

  it('does not compare passwords when there is no confirm field', () => {
    expect(validateForm({ password: 'one', newpassword: 'two' })).toBeUndefined();
  });
});
