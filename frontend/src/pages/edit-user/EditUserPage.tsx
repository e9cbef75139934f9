import { useParams } from 'react-router-dom';

import { USERPROFILE_PATH, useUserProfileDetails } from '../../api/userprofile-admin';
import { useInvalidate } from '../../api/use-api-call';
import { unitPath } from '../../common/unit-routes';
import { LoadFailureAbove, LoadFailureAlert } from '../../common/LoadFailureAlert';
import { PageSpinner } from '../../common/PageSpinner';
import { useRequiredUnit } from '../../common/gate/required-unit';
import { useUnitBreadcrumbs } from '../../common/shell/use-unit-breadcrumbs';
import { usersStrings } from '../../strings/users';
import { userDetailsPath, usernameOfParam } from '../../common/user-list/user-links';
import { EditUserForm } from './EditUserForm';

/** `/{ouid}/edit-user/{username}` (system admins): name and policies of a sign-up user. */
export default function EditUserPage() {
  const username = usernameOfParam(useParams().username);
  const { ouid } = useRequiredUnit();
  const invalidate = useInvalidate();
  const { data: user, isLoading, error, retry } = useUserProfileDetails(username, ouid);
  useUnitBreadcrumbs([
    { text: usersStrings.authUsers.heading, href: unitPath(ouid, 'users') },
    { text: username, href: userDetailsPath(ouid, username) },
    usersStrings.authUsers.edit,
  ]);

  const failure = {
    header:
      error?.status === 404
        ? usersStrings.userDetails.notFound
        : usersStrings.userDetails.loadFailed,
    error,
    onRetry: retry,
  };
  if (isLoading) return <PageSpinner />;
  if (!user) return <LoadFailureAlert {...failure} />;
  // A new version (after a reload) starts the form over from the stored profile.
  return (
    <LoadFailureAbove {...failure}>
      <EditUserForm
        key={user.version}
        user={user}
        onReload={() => void invalidate(USERPROFILE_PATH)}
      />
    </LoadFailureAbove>
  );
}
