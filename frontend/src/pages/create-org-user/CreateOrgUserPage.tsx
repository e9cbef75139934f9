import { useState } from 'react';

import { unitPath } from '../../common/unit-routes';
import { useRequiredUnit } from '../../common/gate/required-unit';
import { useUnitBreadcrumbs } from '../../common/shell/use-unit-breadcrumbs';
import { usersStrings } from '../../strings/users';
import { CreateOrgUserForm } from './CreateOrgUserForm';

/**
 * `/{ouid}/create-org-user`. After a user was added the spec returns to this route: the form
 * starts again, cleared, for the next user.
 */
export default function CreateOrgUserPage() {
  const { ouid } = useRequiredUnit();
  const [round, setRound] = useState(0);
  useUnitBreadcrumbs([
    { text: usersStrings.orgUsers.heading, href: unitPath(ouid, 'orgusers') },
    usersStrings.createOrgUser.heading,
  ]);
  return <CreateOrgUserForm key={round} onDone={() => setRound((value) => value + 1)} />;
}
