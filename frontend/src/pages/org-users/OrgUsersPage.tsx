import { useMemo } from 'react';

import Button from '@cloudscape-design/components/button';

import { useOrgUsers } from '../../api/orguser';
import { unitPath } from '../../common/unit-routes';
import { useRequiredUnit } from '../../common/gate/required-unit';
import { useUnitBreadcrumbs } from '../../common/shell/use-unit-breadcrumbs';
import { useOnFollow } from '../../common/use-on-follow';
import { UserListTable } from '../../common/user-list/UserListTable';
import { usersStrings } from '../../strings/users';
import { orgUserColumns } from './columns';
import { orgUserRows } from './org-user-rows';

const text = usersStrings.orgUsers;

/** `/{ouid}/orgusers`: the members of the active unit (spec §2). */
export default function OrgUsersPage() {
  const { ouid, can } = useRequiredUnit();
  const onFollow = useOnFollow();
  const { data, isLoading, error, retry } = useOrgUsers(ouid);
  useUnitBreadcrumbs([text.heading]);
  const rows = useMemo(() => (data ? orgUserRows(data, ouid) : undefined), [data, ouid]);

  return (
    <UserListTable
      preferencesId="org-users"
      heading={text.heading}
      actions={
        can('CreateOrgUser') && (
          <Button variant="primary" href={unitPath(ouid, 'createOrgUser')} onFollow={onFollow}>
            {text.addUser}
          </Button>
        )
      }
      items={rows}
      isLoading={isLoading}
      error={error}
      loadFailedText={text.loadFailed}
      onRetry={retry}
      columns={orgUserColumns(ouid, onFollow, can('EditOrgUser'))}
      trackBy="username"
      filterFields={['name', 'username', 'email', 'phone_number', 'unitRoles']}
      filterAriaLabel={text.filterAriaLabel}
      defaultSortField="name"
      defaultWrapLines
    />
  );
}
