import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Toggle from '@cloudscape-design/components/toggle';

import { USER_FIELD_MAX_LENGTH } from '../../common/form/field-limits';
import { PasswordRules } from '../../common/password/PasswordRules';
import { usersStrings } from '../../strings/users';
import type { FieldError } from './org-user-form-rules';

const text = usersStrings.createOrgUser;

export interface NewPersonValues {
  name: string;
  phone: string;
  email: string;
  /** The admin sets a temporary password instead of the e-mailed invitation. */
  setPassword: boolean;
  password: string;
  confirm: string;
}

export const EMPTY_NEW_PERSON: NewPersonValues = {
  name: '',
  phone: text.phonePrefix,
  email: '',
  setPassword: false,
  password: '',
  confirm: '',
};

type TextField = Exclude<keyof NewPersonValues, 'setPassword'>;

/** A new person's details, and how they get their first password. */
export function NewPersonFields({
  values,
  onChange,
  fieldError,
  disabled,
}: {
  values: NewPersonValues;
  onChange: (values: NewPersonValues) => void;
  fieldError: FieldError | undefined;
  disabled: boolean;
}) {
  const errorOf = (field: FieldError['field']) =>
    fieldError?.field === field ? fieldError.message : undefined;
  const input = (field: TextField, type: 'text' | 'email' | 'password', maxLength: number) => (
    <Input
      type={type}
      value={values[field]}
      disabled={disabled}
      autoComplete={type === 'password' ? 'new-password' : 'off'}
      {...(field === 'phone' ? { inputMode: 'tel' as const } : {})}
      nativeInputAttributes={{ maxLength }}
      onChange={({ detail }) => onChange({ ...values, [field]: detail.value })}
    />
  );
  return (
    <SpaceBetween size="m">
      <FormField label={text.name} errorText={errorOf('name')}>
        {input('name', 'text', USER_FIELD_MAX_LENGTH.name)}
      </FormField>
      <FormField label={text.phone} errorText={errorOf('phone')}>
        {input('phone', 'text', USER_FIELD_MAX_LENGTH.phone)}
      </FormField>
      <FormField label={text.email} errorText={errorOf('email')}>
        {input('email', 'email', USER_FIELD_MAX_LENGTH.email)}
      </FormField>
      <FormField description={values.setPassword ? text.temporaryPasswordNote : text.inviteByEmail}>
        <Toggle
          checked={values.setPassword}
          disabled={disabled}
          onChange={({ detail }) => onChange({ ...values, setPassword: detail.checked })}
        >
          {text.setPasswordToggle}
        </Toggle>
      </FormField>
      {values.setPassword && (
        <>
          <FormField
            label={text.password}
            errorText={errorOf('password')}
            constraintText={<PasswordRules password={values.password} />}
          >
            {input('password', 'password', USER_FIELD_MAX_LENGTH.password)}
          </FormField>
          <FormField label={text.confirmPassword} errorText={errorOf('confirm')}>
            {input('confirm', 'password', USER_FIELD_MAX_LENGTH.password)}
          </FormField>
        </>
      )}
    </SpaceBetween>
  );
}
