import { useParams } from 'react-router-dom';

import Alert from '@cloudscape-design/components/alert';
import Button from '@cloudscape-design/components/button';

import { useOrgUser } from '../../api/orguser';
import { unitPath } from '../../app/unit-routes';
import { PageSpinner } from '../../common/PageSpinner';
import { useActiveUnitContext } from '../../common/shell/active-unit-context';
import { useUnitBreadcrumbs } from '../../common/shell/use-unit-breadcrumbs';
import { usernameFromPath, usernameToPath } from '../../common/username-path';
import { strings } from '../../strings';
import { EditOrgUserForm } from './EditOrgUserForm';

/** `/{ouid}/edit-orguser/{username}`: name, org role and application roles of one member. */
export default function EditOrgUserPage() {
  const { ouid = '' } = useActiveUnitContext();
  const username = usernameFromPath(useParams().username ?? '');
  const { data: user, isLoading, error, reload } = useOrgUser(username, ouid);
  useUnitBreadcrumbs([
    { text: strings.orgUsers.heading, href: unitPath(ouid, 'orgusers') },
    { text: username, href: unitPath(ouid, 'orguser', { username: usernameToPath(username) }) },
    strings.editOrgUser.heading,
  ]);

  if (isLoading) return <PageSpinner />;
  if (error || !user) {
    return (
      <Alert
        type="error"
        header={strings.orgUsers.details.loadFailed}
        action={<Button onClick={reload}>{strings.orgUsers.details.reload}</Button>}
      >
        {error?.messageOr(strings.orgUsers.details.loadFailed)}
      </Alert>
    );
  }
  // A reload that brings a newer version starts the editor again from the fresh record.
  return <EditOrgUserForm key={user.version} user={user} onReload={reload} />;
}
