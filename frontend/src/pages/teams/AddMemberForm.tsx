import { useState } from 'react';

import Button from '@cloudscape-design/components/button';
import FormField from '@cloudscape-design/components/form-field';
import Select, { type SelectProps } from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';

import { TEAM_ROLES, type TeamRole } from '@domain/permissions';

import { useOrgUserPages } from '../../api/orguser';
import { teamsStrings } from '../../strings/teams';

const text = teamsStrings.panel;
const USERS_PAGE = 50;

export const roleOptions: SelectProps.Option[] = TEAM_ROLES.map((role) => ({
  value: role,
  label: text.roles[role],
}));

/** Picks a user of the unit (searched by username on the server) and a team role, then adds. */
export function AddMemberForm(props: {
  ouid: string;
  /** Users already in the team, left out of the choice. */
  members: ReadonlySet<string>;
  busy: boolean;
  onAdd: (username: string, role: TeamRole) => void;
}) {
  const [search, setSearch] = useState('');
  const [user, setUser] = useState<SelectProps.Option | null>(null);
  const [role, setRole] = useState<SelectProps.Option>(roleOptions[1] as SelectProps.Option);
  const users = useOrgUserPages(props.ouid, {
    limit: USERS_PAGE,
    ...(search.trim() ? { search: search.trim() } : {}),
  });
  const options = (users.items ?? [])
    .filter((candidate) => !props.members.has(candidate.username.toLowerCase()))
    .map((candidate) => ({
      value: candidate.username,
      label: candidate.username,
      description: candidate.name,
    }));

  return (
    <SpaceBetween direction="horizontal" size="xs" alignItems="end">
      <FormField label={text.userLabel}>
        <Select
          selectedOption={user}
          onChange={({ detail }) => setUser(detail.selectedOption)}
          options={options}
          placeholder={text.userPlaceholder}
          filteringType="manual"
          onLoadItems={({ detail }) => setSearch(detail.filteringText)}
          statusType={users.error ? 'error' : users.isLoading ? 'loading' : 'finished'}
          loadingText={text.usersLoading}
          errorText={text.usersFailed}
          empty={text.noUsers}
        />
      </FormField>
      <FormField label={text.roleOfNew}>
        <Select
          selectedOption={role}
          onChange={({ detail }) => setRole(detail.selectedOption)}
          options={roleOptions}
        />
      </FormField>
      <Button
        disabled={!user?.value}
        loading={props.busy}
        onClick={() => {
          if (user?.value) props.onAdd(user.value, role.value as TeamRole);
          setUser(null);
        }}
      >
        {text.add}
      </Button>
    </SpaceBetween>
  );
}
