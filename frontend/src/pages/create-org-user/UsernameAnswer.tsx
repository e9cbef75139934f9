import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import SpaceBetween from '@cloudscape-design/components/space-between';

import { usersStrings } from '../../strings/users';
import { USER_FIELD_MAX_LENGTH } from '../../common/form/field-limits';
import type { FieldError } from './org-user-form-rules';

const text = usersStrings.createOrgUser;

export interface PasswordValues {
  password: string;
  confirm: string;
}

/** The answer of the username check: join the existing user (Yes/No) or create one (Add/No). */
export function UsernameAnswer({
  username,
  exists,
  passwords,
  onPasswordsChange,
  fieldError,
  busy,
  onConfirm,
  onCancel,
}: {
  username: string;
  exists: boolean;
  passwords: PasswordValues;
  onPasswordsChange: (passwords: PasswordValues) => void;
  fieldError: FieldError | undefined;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const errorOf = (field: FieldError['field']) =>
    fieldError?.field === field ? fieldError.message : undefined;
  const actions = (
    <SpaceBetween direction="horizontal" size="xs">
      <Button formAction="none" disabled={busy} onClick={onCancel}>
        {text.no}
      </Button>
      <Button variant="primary" loading={busy} onClick={onConfirm}>
        {exists ? text.yes : text.add}
      </Button>
    </SpaceBetween>
  );
  return (
    <Alert type="info" header={exists ? text.userExists : text.userDoesNotExist}>
      <SpaceBetween size="m">
        <Box variant="p">{exists ? text.addExisting(username) : text.createNew(username)}</Box>
        {!exists && (
          <SpaceBetween size="s">
            <FormField label={text.password} errorText={errorOf('password')}>
              <Input
                type="password"
                autoComplete="new-password"
                value={passwords.password}
                nativeInputAttributes={{ maxLength: USER_FIELD_MAX_LENGTH.password }}
                onChange={({ detail }) =>
                  onPasswordsChange({ ...passwords, password: detail.value })
                }
              />
            </FormField>
            <FormField label={text.confirmPassword} errorText={errorOf('confirm')}>
              <Input
                type="password"
                autoComplete="new-password"
                value={passwords.confirm}
                nativeInputAttributes={{ maxLength: USER_FIELD_MAX_LENGTH.password }}
                onChange={({ detail }) =>
                  onPasswordsChange({ ...passwords, confirm: detail.value })
                }
              />
            </FormField>
          </SpaceBetween>
        )}
        {actions}
      </SpaceBetween>
    </Alert>
  );
}
