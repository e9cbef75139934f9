import Button from '@cloudscape-design/components/button';

import { useAllUserProfiles } from '../../api/userprofile-admin';
import { unitPath } from '../../app/unit-routes';
import { useActiveUnitContext } from '../../common/shell/active-unit-context';
import { useUnitBreadcrumbs } from '../../common/shell/use-unit-breadcrumbs';
import { useOnFollow } from '../../common/use-on-follow';
import { UserListTable } from '../../common/user-list/UserListTable';
import { strings } from '../../strings';
import { authUserColumns } from './columns';

const text = strings.authUsers;

/** `/{ouid}/authusers` (system admins on SYSTEM units): every sign-up user. */
export default function AuthUsersPage() {
  const { ouid = '', can } = useActiveUnitContext();
  const onFollow = useOnFollow();
  const { data, isLoading, error } = useAllUserProfiles(ouid);
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
      items={data}
      isLoading={isLoading}
      error={error}
      loadFailedText={text.loadFailed}
      columns={authUserColumns(ouid, onFollow, can('EditUser'))}
      trackBy="username"
      filterFields={['name', 'username', 'email', 'phone_number']}
      filterAriaLabel={text.filterAriaLabel}
      defaultSortField="name"
      pageSize={20}
    />
  );
}
