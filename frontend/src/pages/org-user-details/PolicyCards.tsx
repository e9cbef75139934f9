import Box from '@cloudscape-design/components/box';
import Cards from '@cloudscape-design/components/cards';
import Header from '@cloudscape-design/components/header';

import type { OrgUserDetail } from '../../api/orguser';
import { useApplicationName } from '../../common/app-roles/use-application-name';
import { usersStrings } from '../../strings/users';
import { appPolicyCards, rolePolicyCards } from './policy-cards';

const text = usersStrings.orgUsers.details;

export function RolePolicyCards({ user }: { user: OrgUserDetail }) {
  return (
    <Cards
      header={<Header variant="h2">{text.rolePoliciesHeading}</Header>}
      items={rolePolicyCards(user)}
      trackBy="ouid"
      cardDefinition={{
        header: (card) => card.ouid,
        sections: [{ id: 'role', header: text.role, content: (card) => card.roles }],
      }}
      empty={<Box textAlign="center">{text.noRolePolicies}</Box>}
    />
  );
}

export function AppPolicyCards({ user }: { user: OrgUserDetail }) {
  const applicationName = useApplicationName();
  return (
    <Cards
      header={<Header variant="h2">{text.appPoliciesHeading}</Header>}
      items={appPolicyCards(user)}
      trackBy="key"
      cardDefinition={{
        header: (card) => applicationName(card.appId),
        sections: [
          { id: 'role', header: text.role, content: (card) => card.role },
          { id: 'unit', header: text.unit, content: (card) => card.ouid },
        ],
      }}
      empty={<Box textAlign="center">{text.noAppPolicies}</Box>}
    />
  );
}
