import { useState } from 'react';

import { unitPath } from '../../app/unit-routes';
import { useActiveUnitContext } from '../../common/shell/active-unit-context';
import { useUnitBreadcrumbs } from '../../common/shell/use-unit-breadcrumbs';
import { strings } from '../../strings';
import { CreateOrgUserForm } from './CreateOrgUserForm';

/**
 * `/{ouid}/create-org-user`. After a user was added the spec returns to this route: the form
 * starts again, cleared, for the next user.
 */
export default function CreateOrgUserPage() {
  const { ouid = '' } = useActiveUnitContext();
  const [round, setRound] = useState(0);
  useUnitBreadcrumbs([
    { text: strings.orgUsers.heading, href: unitPath(ouid, 'orgusers') },
    strings.createOrgUser.heading,
  ]);
  return <CreateOrgUserForm key={round} onDone={() => setRound((value) => value + 1)} />;
}
