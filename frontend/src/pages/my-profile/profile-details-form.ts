/** The rules of the My Profile editor: its starting values, its checks and the body it sends. */
import { personNameSchema, phoneNumberSchema } from '@domain/schemas/userprofile';

import type { UserProfile } from '../../api/userprofile';
import type { ProfileDetailsChange } from '../../api/userprofile-details';
import { accountStrings } from '../../strings/account';
import { validateForm } from '../../validation/validate-form';
import { USER_FIELD_MAX_LENGTH } from '../../common/form/field-limits';

const text = accountStrings.myProfile;

export type DetailsField = 'name' | 'phone';

export interface DetailsValues {
  name: string;
  phone: string;
}

export interface DetailsFailure {
  field: DetailsField;
  message: string;
}

/** The stored values; an empty phone starts with the default prefix, as on the sign-up form. */
export function initialDetailsValues(
  profile: Pick<UserProfile, 'name' | 'phone_number'>,
): DetailsValues {
  return { name: profile.name, phone: profile.phone_number || text.phonePrefix };
}

/** The phone as the API takes it: no spaces; empty or the bare prefix removes the number. */
export function normalisedDetailsPhone(phone: string): string {
  const compact = phone.replace(/\s+/g, '');
  return compact === text.phonePrefix ? '' : compact;
}

/**
 * Spec §5 through the shared validator (a blank name: 'All fields are required'), then the
 * server's limits: a name of at most 200 characters without control characters, an E.164
 * phone (or none).
 */
export function detailsFormError(values: DetailsValues): DetailsFailure | undefined {
  const blank = validateForm({ firstname: values.name });
  if (blank) return { field: 'name', message: blank.message };
  if (!personNameSchema.safeParse(values.name.trim()).success) {
    return { field: 'name', message: text.invalidName(USER_FIELD_MAX_LENGTH.name) };
  }
  if (!phoneNumberSchema.safeParse(normalisedDetailsPhone(values.phone)).success) {
    return { field: 'phone', message: text.invalidPhone };
  }
  return undefined;
}

/** Both fields as the server takes them, with the version the editor started from. */
export function detailsChange(
  profile: Pick<UserProfile, 'version'>,
  values: DetailsValues,
): Required<ProfileDetailsChange> {
  return {
    name: values.name.trim(),
    phone_number: normalisedDetailsPhone(values.phone),
    version: profile.version,
  };
}
