import Button from '@cloudscape-design/components/button';

import { useUserProfilePages } from '../../api/userprofile-admin';
import { AUTH_USERS_TABLE } from '../../common/table/list-tables';
import { unitPath } from '../../common/unit-routes';
import { useRequiredUnit } from '../../common/gate/required-unit';
import { useUnitBreadcrumbs } from '../../common/shell/use-unit-breadcrumbs';
import { useOnFollow } from '../../common/use-on-follow';
import { UserListTable, useUserListTable } from '../../common/user-list/UserListTable';
import { usersStrings } from '../../strings/users';
import { authUserColumns } from './columns';

const text = usersStrings.authUsers;

/**
 * `/{ouid}/users` (spec §2; also `/{ouid}/authusers`), system admins on SYSTEM units: the sign-up
 * users, a page at a time.
 */
export default function AuthUsersPage() {
  const { ouid, can } = useRequiredUnit();
  const onFollow = useOnFollow();
  const columns = authUserColumns(ouid, onFollow, can('EditUser'));
  const table = useUserListTable(AUTH_USERS_TABLE.id, columns);
  const list = useUserProfilePages(ouid, table.query);
  useUnitBreadcrumbs([text.heading]);

  return (
    <UserListTable
      heading={text.heading}
      description={text.description}
      actions={
        can('CreateUser') && (
          <Button variant="primary" href={unitPath(ouid, 'createUser')} onFollow={onFollow}>
            {text.signUpNewUser}
          </Button>
        )
      }
      list={list}
      table={table}
      loadFailedText={text.loadFailed}
      columns={columns}
      trackBy="username"
      defaultSortField="name"
    />
  );
}
