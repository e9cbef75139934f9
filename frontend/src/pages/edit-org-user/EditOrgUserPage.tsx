import { useParams } from 'react-router-dom';

import { useOrgUser } from '../../api/orguser';
import { unitPath } from '../../common/unit-routes';
import { LoadFailureAbove, LoadFailureAlert } from '../../common/LoadFailureAlert';
import { PageSpinner } from '../../common/PageSpinner';
import { useRequiredUnit } from '../../common/gate/required-unit';
import { useUnitBreadcrumbs } from '../../common/shell/use-unit-breadcrumbs';
import { usernameFromPath, usernameToPath } from '../../common/username-path';
import { usersStrings } from '../../strings/users';
import { EditOrgUserForm } from './EditOrgUserForm';

/** `/{ouid}/edit-orguser/{username}`: name, org role and application roles of one member. */
export default function EditOrgUserPage() {
  const { ouid } = useRequiredUnit();
  const username = usernameFromPath(useParams().username ?? '');
  const { data: user, isLoading, error, retry, reload } = useOrgUser(username, ouid);
  useUnitBreadcrumbs([
    { text: usersStrings.orgUsers.heading, href: unitPath(ouid, 'orgusers') },
    { text: username, href: unitPath(ouid, 'orguser', { username: usernameToPath(username) }) },
    usersStrings.editOrgUser.heading,
  ]);

  const failure = { header: usersStrings.orgUsers.details.loadFailed, error, onRetry: retry };
  if (isLoading) return <PageSpinner />;
  if (!user) return <LoadFailureAlert {...failure} />;
  // A reload that brings a newer version starts the editor again from the fresh record.
  return (
    <LoadFailureAbove {...failure}>
      <EditOrgUserForm key={user.version} user={user} onReload={reload} />
    </LoadFailureAbove>
  );
}
