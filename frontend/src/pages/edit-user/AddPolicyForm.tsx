import { useState } from 'react';

import { SYSTEM_POLICY_OUID } from '@domain/policies';
import { MAX_POLICIES } from '@domain/schemas/userprofile';

import Autosuggest from '@cloudscape-design/components/autosuggest';
import Button from '@cloudscape-design/components/button';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import FormField from '@cloudscape-design/components/form-field';
import Select, { type SelectProps } from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';

import { useSignedInSession } from '../../session/session-context';
import { usersStrings } from '../../strings/users';
import { type AddPolicyProblem } from './policy-editing';
import { useUnitRoles } from './use-unit-roles';

const text = usersStrings.editUser;

const PROBLEM_TEXTS: Record<AddPolicyProblem, string> = {
  invalidUnit: text.invalidUnit,
  noRole: text.noRole,
  policyExists: text.policyExists,
  unitListed: text.unitListed,
  tooMany: text.tooManyPolicies(MAX_POLICIES),
};

interface AddPolicyFormProps {
  /** Adds `unit=role` to the edited list, or says why it cannot. */
  onAdd: (unit: string, role: string) => AddPolicyProblem | undefined;
  disabled: boolean;
}

/** Unit (typed, with the admin's own units suggested) and one of the roles that unit accepts. */
export function AddPolicyForm({ onAdd, disabled }: AddPolicyFormProps) {
  const { units } = useSignedInSession();
  const [unit, setUnit] = useState('');
  const [role, setRole] = useState<SelectProps.Option | null>(null);
  const [problem, setProblem] = useState<AddPolicyProblem>();
  const unitRoles = useUnitRoles(unit);

  const suggestions = [
    { value: SYSTEM_POLICY_OUID, description: text.systemUnitOption },
    ...units.map((id) => ({ value: id })),
  ];
  const roleOptions = unitRoles.roles.map((option) => ({
    value: option.value,
    label: option.name,
  }));
  const chosenRole = roleOptions.find((option) => option.value === role?.value) ?? null;

  function add() {
    const found = onAdd(unit, chosenRole?.value ?? '');
    setProblem(found);
    if (!found) {
      setUnit('');
      setRole(null);
    }
  }

  const unitError =
    problem === 'invalidUnit' || problem === 'unitListed'
      ? PROBLEM_TEXTS[problem]
      : unitRoles.error;
  const roleError = problem === 'noRole' ? PROBLEM_TEXTS.noRole : undefined;
  const listError =
    problem === 'policyExists' || problem === 'tooMany' ? PROBLEM_TEXTS[problem] : undefined;

  return (
    // Enter in the unit or role field must not submit the whole edit form.
    <div onKeyDown={(event) => event.key === 'Enter' && event.preventDefault()}>
      <SpaceBetween size="s">
        <ColumnLayout columns={2}>
          <FormField label={text.unit} constraintText={text.unitHint} errorText={unitError}>
            <Autosuggest
              value={unit}
              options={suggestions}
              placeholder={text.unitPlaceholder}
              ariaLabel={text.unit}
              enteredTextLabel={text.unitEnteredText}
              disabled={disabled}
              onChange={({ detail }) => {
                setUnit(detail.value);
                setProblem(undefined);
              }}
            />
          </FormField>
          <FormField label={text.role} errorText={roleError}>
            <Select
              selectedOption={chosenRole}
              options={roleOptions}
              placeholder={text.rolePlaceholder}
              statusType={unitRoles.isLoading ? 'loading' : 'finished'}
              loadingText={text.rolesLoading}
              disabled={disabled || (roleOptions.length === 0 && !unitRoles.isLoading)}
              onChange={({ detail }) => {
                setRole(detail.selectedOption);
                setProblem(undefined);
              }}
            />
          </FormField>
        </ColumnLayout>
        <FormField errorText={listError}>
          <Button iconName="add-plus" formAction="none" onClick={add} disabled={disabled}>
            {text.addPolicy}
          </Button>
        </FormField>
      </SpaceBetween>
    </div>
  );
}
