import FormField from '@cloudscape-design/components/form-field';
import Select from '@cloudscape-design/components/select';

import { orgRoleOptions } from '../../api/config';
import { useRequiredUnit } from '../../common/gate/required-unit';
import { useGrantOptions } from '../../common/grant-ceiling/use-grant-options';
import { usersStrings } from '../../strings/users';

const text = usersStrings.editOrgUser;

/**
 * The member's one org role in the unit (spec §2), changed in place (issue 37): the select offers
 * the roles the unit's config names, showing the one held; Update saves the change in one call.
 */
export function OrgRoleEditor({
  role,
  onChange,
  errorText,
  disabled,
}: {
  role: string;
  onChange: (role: string) => void;
  errorText: string | undefined;
  disabled: boolean;
}) {
  const { core } = useRequiredUnit();
  const grant = useGrantOptions();
  const offered = orgRoleOptions(core).map(({ value, name }) => ({ value, label: name }));
  // Only what this admin may grant is offered (grant ceiling); a role held stays shown as held.
  const grantable = new Set(grant.orgRoles(orgRoleOptions(core)).map((option) => option.value));
  const options = offered.filter((option) => grantable.has(option.value));
  // A role the config no longer names still shows as held (its value), until another is chosen.
  const selected = role
    ? (offered.find((option) => option.value === role) ?? { value: role, label: role })
    : null;

  return (
    <FormField
      label={text.orgRole}
      errorText={errorText}
      constraintText={grant.limitedBy && text.grantCeilingHint(grant.limitedBy.name)}
    >
      <Select
        selectedOption={selected}
        options={options}
        placeholder={text.orgRolePlaceholder}
        ariaLabel={text.orgRole}
        disabled={disabled}
        onChange={({ detail }) => onChange(detail.selectedOption.value ?? '')}
      />
    </FormField>
  );
}
