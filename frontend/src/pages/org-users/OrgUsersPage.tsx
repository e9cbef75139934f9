import { useMemo } from 'react';

import Button from '@cloudscape-design/components/button';

import { orgRoleOptions } from '../../api/config';
import { useOrgUserPages } from '../../api/orguser';
import { ORG_USERS_TABLE } from '../../common/table/list-tables';
import { unitPath } from '../../common/unit-routes';
import { useRequiredUnit } from '../../common/gate/required-unit';
import { useUnitBreadcrumbs } from '../../common/shell/use-unit-breadcrumbs';
import { useOnFollow } from '../../common/use-on-follow';
import { UserListTable, useUserListTable } from '../../common/user-list/UserListTable';
import { usersStrings } from '../../strings/users';
import { orgUserColumns } from './columns';
import { orgUserRows } from './org-user-rows';

const text = usersStrings.orgUsers;

/** `/{ouid}/orgusers`: the members of the active unit (spec §2), a page at a time. */
export default function OrgUsersPage() {
  const { ouid, can, core } = useRequiredUnit();
  const onFollow = useOnFollow();
  const columns = orgUserColumns(ouid, onFollow, can('EditOrgUser'));
  const table = useUserListTable(ORG_USERS_TABLE.id, columns, true);
  const list = useOrgUserPages(ouid, table.query);
  useUnitBreadcrumbs([text.heading]);
  const rows = useMemo(() => {
    const roleNames = new Map(orgRoleOptions(core).map((role) => [role.value, role.name]));
    return list.items ? orgUserRows(list.items, ouid, roleNames) : undefined;
  }, [list.items, ouid, core]);

  return (
    <UserListTable
      heading={text.heading}
      actions={
        can('CreateOrgUser') && (
          <Button variant="primary" href={unitPath(ouid, 'createOrgUser')} onFollow={onFollow}>
            {text.addUser}
          </Button>
        )
      }
      list={{ ...list, items: rows }}
      table={table}
      loadFailedText={text.loadFailed}
      columns={columns}
      trackBy="username"
      defaultSortField="name"
    />
  );
}
