import Box from '@cloudscape-design/components/box';
import Cards from '@cloudscape-design/components/cards';
import Header from '@cloudscape-design/components/header';

import { orgRoleOptions } from '../../api/config';
import type { OrgUserDetail } from '../../api/orguser';
import { useApplicationName } from '../../common/app-roles/use-application-name';
import { useRequiredUnit } from '../../common/gate/required-unit';
import { usersStrings } from '../../strings/users';
import { appPolicyCards, rolePolicyCards } from './policy-cards';

const text = usersStrings.orgUsers.details;

/** The active unit's name for its own id (names first, issue 37); another unit's id as is. */
function useUnitName(): (ouid: string) => string {
  const { ouid: active, unit } = useRequiredUnit();
  return (ouid) => (ouid === active ? unit.data.name : ouid);
}

export function RolePolicyCards({ user }: { user: OrgUserDetail }) {
  const { core } = useRequiredUnit();
  const unitName = useUnitName();
  const roleNames = new Map(orgRoleOptions(core).map((role) => [role.value, role.name]));
  // Role values never hold ',' (DESIGN.md §3): the card's list splits back into its roles.
  const rolesText = (roles: string) =>
    roles
      .split(', ')
      .map((role) => roleNames.get(role) ?? role)
      .join(', ');
  return (
    <Cards
      header={<Header variant="h2">{text.rolePoliciesHeading}</Header>}
      items={rolePolicyCards(user)}
      trackBy="ouid"
      cardDefinition={{
        header: (card) => unitName(card.ouid),
        sections: [{ id: 'role', header: text.role, content: (card) => rolesText(card.roles) }],
      }}
      empty={<Box textAlign="center">{text.noRolePolicies}</Box>}
    />
  );
}

export function AppPolicyCards({ user }: { user: OrgUserDetail }) {
  const applicationName = useApplicationName();
  const unitName = useUnitName();
  return (
    <Cards
      header={<Header variant="h2">{text.appPoliciesHeading}</Header>}
      items={appPolicyCards(user)}
      trackBy="key"
      cardDefinition={{
        header: (card) => applicationName(card.appId),
        sections: [
          { id: 'role', header: text.role, content: (card) => card.role },
          { id: 'unit', header: text.unit, content: (card) => unitName(card.ouid) },
        ],
      }}
      empty={<Box textAlign="center">{text.noAppPolicies}</Box>}
    />
  );
}
