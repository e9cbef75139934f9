import { useState } from 'react';

import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import FormField from '@cloudscape-design/components/form-field';
import Select, { type SelectProps } from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';

import { orgRoleOptions } from '../../api/config';
import { useRequiredUnit } from '../../common/gate/required-unit';
import { commonStrings } from '../../strings/common';
import { usersStrings } from '../../strings/users';
import { addOrgRole } from './org-user-edit';

const text = usersStrings.editOrgUser;

/** At most one org role (spec §2): a delete control while one is set, a selector while none is. */
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
  const options = orgRoleOptions(core).map(({ value, name }) => ({ value, label: name }));
  const [chosen, setChosen] = useState<SelectProps.Option | null>(null);
  const [refusal, setRefusal] = useState<string>();
  const label = (value: string) => options.find((option) => option.value === value)?.label ?? value;

  function add() {
    const result = addOrgRole(role, chosen?.value);
    if ('refused' in result) {
      setRefusal(
        result.refused === 'alreadyAdded'
          ? text.roleAlreadyAdded
          : commonStrings.validation.allFieldsRequired,
      );
      return;
    }
    setRefusal(undefined);
    setChosen(null);
    onChange(result.role);
  }

  return (
    <FormField label={text.orgRole} errorText={refusal ?? errorText}>
      {role ? (
        <SpaceBetween direction="horizontal" size="s" alignItems="center">
          <Box>{label(role)}</Box>
          <Button
            formAction="none"
            variant="inline-link"
            ariaLabel={text.deleteOrgRoleAriaLabel(label(role))}
            disabled={disabled}
            onClick={() => onChange('')}
          >
            {text.deleteOrgRole}
          </Button>
        </SpaceBetween>
      ) : (
        <SpaceBetween direction="horizontal" size="s">
          <Select
            selectedOption={chosen}
            options={options}
            placeholder={text.orgRolePlaceholder}
            ariaLabel={text.orgRole}
            disabled={disabled}
            onChange={({ detail }) => {
              setChosen(detail.selectedOption);
              setRefusal(undefined);
            }}
          />
          <Button formAction="none" disabled={disabled} onClick={add}>
            {text.addOrgRole}
          </Button>
        </SpaceBetween>
      )}
    </FormField>
  );
}
