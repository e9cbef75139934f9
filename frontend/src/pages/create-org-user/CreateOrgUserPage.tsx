import { unitPath } from '../../common/unit-routes';
import { useRequiredUnit } from '../../common/gate/required-unit';
import { useUnitBreadcrumbs } from '../../common/shell/use-unit-breadcrumbs';
import { usersStrings } from '../../strings/users';
import { CreateOrgUserForm } from './CreateOrgUserForm';

/** `/{ouid}/create-org-user`: adds one person, then opens their details page. */
export default function CreateOrgUserPage() {
  const { ouid } = useRequiredUnit();
  useUnitBreadcrumbs([
    { text: usersStrings.orgUsers.heading, href: unitPath(ouid, 'orgusers') },
    usersStrings.createOrgUser.heading,
  ]);
  return <CreateOrgUserForm />;
}
