import { useState } from 'react';

import Button from '@cloudscape-design/components/button';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Select, { type SelectProps } from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';

import type { AppRole } from '../../api/appuser';
import { usersStrings } from '../../strings/users';
import { useGrantOptions } from '../grant-ceiling/use-grant-options';
import { useActiveUnitContext } from '../shell/active-unit-context';
import {
  addPendingAppRole,
  type AppRoleRefusal,
  applicationOptions,
  appRoleOptions,
} from './app-role-rules';
import { AppRoleTable } from './AppRoleTable';
import { useApplicationName } from './use-application-name';

const text = usersStrings.createOrgUser.appRoles;

const REFUSALS: Record<AppRoleRefusal, string> = {
  noneSelected: text.noneSelected,
  alreadyPending: text.alreadyPending,
  alreadySaved: text.alreadySaved,
};

/**
 * The application/role adder of spec §2: choose an application of the core config and one of
 * its roles; the pending list holds one entry per application until the form is saved.
 */
export function AppRolesAdder({
  pending,
  onPendingChange,
  savedAppIds = [],
  disabled = false,
}: {
  pending: readonly AppRole[];
  onPendingChange: (pending: AppRole[]) => void;
  savedAppIds?: readonly string[];
  disabled?: boolean;
}) {
  const { core, configs } = useActiveUnitContext();
  const applicationName = useApplicationName();
  const grant = useGrantOptions();
  const [app, setApp] = useState<SelectProps.Option | null>(null);
  const [role, setRole] = useState<SelectProps.Option | null>(null);
  const [refusal, setRefusal] = useState<string>();

  // Only what this admin may grant is offered (grant ceiling); an application with none left goes.
  const grantableRoles = (appId: string) => grant.appRoles(appId, appRoleOptions(configs, appId));
  const appOptions = applicationOptions(core)
    .filter(({ id }) => grantableRoles(id).length > 0)
    .map(({ id, name }) => ({ value: id, label: name }));
  const roleOptions = app?.value
    ? grantableRoles(app.value).map(({ value, name }) => ({ value, label: name }))
    : [];

  function add() {
    const result = addPendingAppRole(
      pending,
      { appId: app?.value, role: role?.value },
      savedAppIds,
    );
    if ('refused' in result) {
      setRefusal(REFUSALS[result.refused]);
      return;
    }
    setRefusal(undefined);
    setApp(null);
    setRole(null);
    onPendingChange(result.pending);
  }

  return (
    <SpaceBetween size="m">
      <AppRoleTable
        // h2: the form's containers have no heading of their own (axe heading-order).
        header={<Header variant="h2">{text.heading}</Header>}
        items={pending}
        applicationName={applicationName}
        empty={text.empty}
        action={(item) => (
          <Button
            variant="inline-link"
            ariaLabel={text.removeAriaLabel(applicationName(item.appId))}
            disabled={disabled}
            onClick={() => onPendingChange(pending.filter((entry) => entry.appId !== item.appId))}
          >
            {text.remove}
          </Button>
        )}
      />
      <FormField
        errorText={refusal}
        constraintText={grant.limitedBy && text.grantCeilingHint(grant.limitedBy.name)}
        stretch
      >
        <SpaceBetween direction="horizontal" size="s" alignItems="end">
          <FormField label={text.application}>
            <Select
              selectedOption={app}
              options={appOptions}
              placeholder={text.applicationPlaceholder}
              disabled={disabled}
              onChange={({ detail }) => {
                setApp(detail.selectedOption);
                setRole(null);
                setRefusal(undefined);
              }}
            />
          </FormField>
          <FormField label={text.role}>
            <Select
              selectedOption={role}
              options={roleOptions}
              placeholder={text.rolePlaceholder}
              disabled={disabled || !app}
              onChange={({ detail }) => {
                setRole(detail.selectedOption);
                setRefusal(undefined);
              }}
            />
          </FormField>
          <Button formAction="none" disabled={disabled} onClick={add}>
            {text.addRole}
          </Button>
        </SpaceBetween>
      </FormField>
    </SpaceBetween>
  );
}
