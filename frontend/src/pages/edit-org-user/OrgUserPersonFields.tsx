import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import SpaceBetween from '@cloudscape-design/components/space-between';

import type { OrgUserDetail } from '../../api/orguser';
import { usersStrings } from '../../strings/users';
import { USER_FIELD_MAX_LENGTH } from '../../common/form/field-limits';

const text = usersStrings.editOrgUser;

interface OrgUserPersonFieldsProps {
  user: OrgUserDetail;
  name: string;
  onNameChange: (name: string) => void;
  nameError: string | undefined;
}

/**
 * Full Name (editable only when the caller may change the person's details, else read-only with
 * the reason), then User Name, Email and Phone Number, always read-only (spec §2).
 */
export function OrgUserPersonFields({
  user,
  name,
  onNameChange,
  nameError,
}: OrgUserPersonFieldsProps) {
  return (
    <SpaceBetween size="m">
      {user.canEditDetails ? (
        <FormField label={text.fullName} errorText={nameError}>
          <Input
            value={name}
            nativeInputAttributes={{ maxLength: USER_FIELD_MAX_LENGTH.name }}
            onChange={({ detail }) => onNameChange(detail.value)}
          />
        </FormField>
      ) : (
        <FormField label={text.fullName} description={text.nameLocked}>
          <Input value={user.name} readOnly />
        </FormField>
      )}
      <FormField label={text.username}>
        <Input value={user.username} readOnly />
      </FormField>
      <FormField label={text.email}>
        <Input value={user.email} readOnly />
      </FormField>
      <FormField label={text.phone}>
        <Input value={user.phone_number} readOnly />
      </FormField>
    </SpaceBetween>
  );
}
