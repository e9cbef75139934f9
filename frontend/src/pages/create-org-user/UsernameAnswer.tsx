import Box from '@cloudscape-design/components/box';
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import KeyValuePairs from '@cloudscape-design/components/key-value-pairs';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';

import type { UsernameHolder } from '../../api/userprofile';
import { USER_FIELD_MAX_LENGTH } from '../../common/form/field-limits';
import { usersStrings } from '../../strings/users';
import type { FieldError } from './org-user-form-rules';
import { NewPersonFields, type NewPersonValues } from './NewPersonFields';

const text = usersStrings.createOrgUser;

/**
 * Someone who already has an account. In the caller's organisation: their name and masked e-mail,
 * nothing to type. Outside it the server names nobody: the e-mail of their account is the proof.
 */
function ExistingPerson({
  username,
  person,
  accountEmail,
  onAccountEmailChange,
  fieldError,
  disabled,
}: {
  username: string;
  person?: UsernameHolder;
  accountEmail: string;
  onAccountEmailChange: (email: string) => void;
  fieldError: FieldError | undefined;
  disabled: boolean;
}) {
  return (
    <section aria-label={text.existingHeading}>
      <SpaceBetween size="s">
        <Box variant="h3">{text.existingHeading}</Box>
        {person ? (
          <>
            <Box variant="p">{text.existingIntro(username)}</Box>
            <KeyValuePairs
              columns={2}
              items={[
                { label: text.name, value: person.name || '-' },
                { label: text.email, value: person.email || '-' },
              ]}
            />
          </>
        ) : (
          <>
            <Box variant="p">{text.outsideIntro(username)}</Box>
            <FormField
              label={text.accountEmail}
              errorText={fieldError?.field === 'email' ? fieldError.message : undefined}
            >
              <Input
                type="email"
                value={accountEmail}
                disabled={disabled}
                autoComplete="off"
                nativeInputAttributes={{ maxLength: USER_FIELD_MAX_LENGTH.email }}
                onChange={({ detail }) => onAccountEmailChange(detail.value)}
              />
            </FormField>
          </>
        )}
      </SpaceBetween>
    </section>
  );
}

/** What the username check found: an existing person, or a new one to invite. */
export function UsernameAnswer({
  username,
  exists,
  person,
  newPerson,
  onNewPersonChange,
  fieldError,
  disabled,
}: {
  username: string;
  exists: boolean;
  person?: UsernameHolder;
  newPerson: NewPersonValues;
  onNewPersonChange: (values: NewPersonValues) => void;
  fieldError: FieldError | undefined;
  disabled: boolean;
}) {
  if (exists) {
    return (
      <ExistingPerson
        username={username}
        person={person}
        accountEmail={newPerson.email}
        onAccountEmailChange={(email) => onNewPersonChange({ ...newPerson, email })}
        fieldError={fieldError}
        disabled={disabled}
      />
    );
  }
  return (
    <section aria-label={text.newHeading}>
      <SpaceBetween size="m">
        <Box variant="h3">{text.newHeading}</Box>
        <StatusIndicator type="info">{text.newIntro(username)}</StatusIndicator>
        <NewPersonFields
          values={newPerson}
          onChange={onNewPersonChange}
          fieldError={fieldError}
          disabled={disabled}
        />
      </SpaceBetween>
    </section>
  );
}
