import Button from '@cloudscape-design/components/button';

import { useAllUserProfiles } from '../../api/userprofile-admin';
import { unitPath } from '../../common/unit-routes';
import { useRequiredUnit } from '../../common/gate/required-unit';
import { useUnitBreadcrumbs } from '../../common/shell/use-unit-breadcrumbs';
import { useOnFollow } from '../../common/use-on-follow';
import { UserListTable } from '../../common/user-list/UserListTable';
import { usersStrings } from '../../strings/users';
import { authUserColumns } from './columns';

const text = usersStrings.authUsers;

/** `/{ouid}/authusers` (system admins on SYSTEM units): every sign-up user. */
export default function AuthUsersPage() {
  const { ouid, can } = useRequiredUnit();
  const onFollow = useOnFollow();
  const { data, isLoading, error, retry } = useAllUserProfiles(ouid);
  useUnitBreadcrumbs([text.heading]);

  return (
    <UserListTable
      preferencesId="auth-users"
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
      onRetry={retry}
      columns={authUserColumns(ouid, onFollow, can('EditUser'))}
      trackBy="username"
      filterFields={['name', 'username', 'email', 'phone_number']}
      filterAriaLabel={text.filterAriaLabel}
      defaultSortField="name"
    />
  );
}
