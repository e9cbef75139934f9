import { useParams } from 'react-router-dom';

import Alert from '@cloudscape-design/components/alert';

import { USERPROFILE_PATH, useUserProfileDetails } from '../../api/userprofile-admin';
import { useInvalidate } from '../../api/use-api-call';
import { unitPath } from '../../app/unit-routes';
import { PageSpinner } from '../../common/PageSpinner';
import { useActiveUnitContext } from '../../common/shell/active-unit-context';
import { useUnitBreadcrumbs } from '../../common/shell/use-unit-breadcrumbs';
import { strings } from '../../strings';
import { userDetailsPath, usernameOfParam } from '../auth-users/user-links';
import { EditUserForm } from './EditUserForm';

/** `/{ouid}/edit-user/{username}` (system admins): name and policies of a sign-up user. */
export default function EditUserPage() {
  const username = usernameOfParam(useParams().username);
  const { ouid = '' } = useActiveUnitContext();
  const invalidate = useInvalidate();
  const { data: user, isLoading, error } = useUserProfileDetails(username, ouid);
  useUnitBreadcrumbs([
    { text: strings.authUsers.heading, href: unitPath(ouid, 'authusers') },
    { text: username, href: userDetailsPath(ouid, username) },
    strings.authUsers.edit,
  ]);

  if (isLoading) return <PageSpinner />;
  if (error || !user) {
    return (
      <Alert
        type="error"
        header={
          error?.status === 404 ? strings.userDetails.notFound : strings.userDetails.loadFailed
        }
      >
        {error?.message}
      </Alert>
    );
  }
  // A new version (after a reload) starts the form over from the stored profile.
  return (
    <EditUserForm
      key={user.version}
      user={user}
      onReload={() => void invalidate(USERPROFILE_PATH)}
    />
  );
}
