import {
  detailsChange,
  detailsFormError,
  initialDetailsValues,
  normalisedDetailsPhone,
} from '../../../frontend/src/pages/my-profile/profile-details-form';
import { profileDetailsPath } from '../../../frontend/src/api/userprofile-details';
import { accountStrings } from '../../../frontend/src/strings/account';
import { commonStrings } from '../../../frontend/src/strings/common';

const text = accountStrings.myProfile;
const valid = { name: 'Ann Lee', phone: '+919876543210' };

describe('My Profile editor rules', () => {
  it('starts from the stored values, with the +91 prefix only when no phone is stored', () => {
    expect(initialDetailsValues({ name: 'Ann', phone_number: '+441234567890' })).toEqual({
      name: 'Ann',
      phone: '+441234567890',
    });
    expect(initialDetailsValues({ name: 'Ann', phone_number: '' })).toEqual({
      name: 'Ann',
      phone: '+91',
    });
  });

  it('accepts a name and an E.164 phone, or no phone at all', () => {
    expect(detailsFormError(valid)).toBeUndefined();
    expect(detailsFormError({ ...valid, phone: '' })).toBeUndefined();
    expect(detailsFormError({ ...valid, phone: '+91' })).toBeUndefined();
    expect(detailsFormError({ ...valid, phone: '+91 98765 43210' })).toBeUndefined();
  });

  it('flags a blank name with the shared validator message', () => {
    expect(detailsFormError({ ...valid, name: '   ' })).toEqual({
      field: 'name',
      message: commonStrings.validation.allFieldsRequired,
    });
  });

  it('flags a name the server refuses: too long, or with control characters', () => {
    expect(detailsFormError({ ...valid, name: 'Ann\u0007Lee' })).toEqual({
      field: 'name',
      message: text.invalidName(200),
    });
    expect(detailsFormError({ ...valid, name: 'a'.repeat(201) })).toEqual({
      field: 'name',
      message: text.invalidName(200),
    });
    expect(detailsFormError({ ...valid, name: ` ${'a'.repeat(200)} ` })).toBeUndefined();
  });

  it('flags a phone that is not E.164', () => {
    for (const phone of ['9876543210', '+0123456789', '+91-98765', '+12345', '+1234567890123456']) {
      expect(detailsFormError({ ...valid, phone })).toEqual({
        field: 'phone',
        message: text.invalidPhone,
      });
    }
  });

  it('sends the trimmed name, the compact phone (none for the bare prefix) and the version read', () => {
    expect(detailsChange({ version: 7 }, { name: '  Ann Lee ', phone: '+91 98765 43210' })).toEqual(
      { name: 'Ann Lee', phone_number: '+919876543210', version: 7 },
    );
    expect(detailsChange({ version: 2 }, { name: 'Ann', phone: '+91' })).toEqual({
      name: 'Ann',
      phone_number: '',
      version: 2,
    });
    expect(normalisedDetailsPhone('')).toBe('');
  });

  it('sends the change to the details route with the username encoded', () => {
    expect(profileDetailsPath('ann lee@example.com')).toBe(
      '/userprofile/ann%20lee%40example.com/details',
    );
  });
});
