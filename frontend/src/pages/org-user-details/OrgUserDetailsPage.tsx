import { useParams } from 'react-router-dom';

import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';
import KeyValuePairs from '@cloudscape-design/components/key-value-pairs';
import SpaceBetween from '@cloudscape-design/components/space-between';

import { useOrgUser } from '../../api/orguser';
import { unitPath } from '../../common/unit-routes';
import { LoadFailureAbove, LoadFailureAlert } from '../../common/LoadFailureAlert';
import { PageSpinner } from '../../common/PageSpinner';
import { useRequiredUnit } from '../../common/gate/required-unit';
import { useUnitBreadcrumbs } from '../../common/shell/use-unit-breadcrumbs';
import { usernameFromPath, usernameToPath } from '../../common/username-path';
import { useOnFollow } from '../../common/use-on-follow';
import { DetailsAccessTabs } from '../../common/access/DetailsAccessTabs';
import { useSignedInSession } from '../../session/session-context';
import { commonStrings } from '../../strings/common';
import { usersStrings } from '../../strings/users';
import { accessScopeUnits } from './access-scope';
import { AppPolicyCards, RolePolicyCards } from './PolicyCards';

const text = usersStrings.orgUsers;

/** `/{ouid}/orguser/{username}`: one member's fields and their role and application policies. */
export default function OrgUserDetailsPage() {
  const { ouid, can } = useRequiredUnit();
  const username = usernameFromPath(useParams().username ?? '');
  const signedIn = useSignedInSession();
  const onFollow = useOnFollow();
  const { data: user, isLoading, error, retry } = useOrgUser(username, ouid);
  useUnitBreadcrumbs([{ text: text.heading, href: unitPath(ouid, 'orgusers') }, username]);

  // Spec §8 only stored this failure; showing it is a documented deviation (issue 12 §3).
  const failure = { header: text.details.loadFailed, error, onRetry: retry };
  if (isLoading) return <PageSpinner />;
  if (!user) return <LoadFailureAlert {...failure} />;

  // Anyone may ask about themselves; about another person, an admin covering the unit.
  const mayExplain =
    can('ViewUnitAccess') || user.username.toLowerCase() === signedIn.username.toLowerCase();
  const details = (
    <SpaceBetween size="l">
      <Container header={<Header variant="h2">{text.details.fieldsHeading}</Header>}>
        <KeyValuePairs
          columns={4}
          items={[
            { label: text.name, value: user.name },
            { label: text.username, value: user.username },
            { label: text.email, value: user.email },
            {
              label: text.details.phone,
              value: user.phone_number || commonStrings.common.notAvailable,
            },
          ]}
        />
      </Container>
      <RolePolicyCards user={user} />
      <AppPolicyCards user={user} />
    </SpaceBetween>
  );

  return (
    <LoadFailureAbove {...failure}>
      <ContentLayout
        header={
          <Header
            variant="h1"
            actions={
              can('EditOrgUser') && (
                <Button
                  href={unitPath(ouid, 'editOrguser', { username: usernameToPath(user.username) })}
                  onFollow={onFollow}
                >
                  {text.edit}
                </Button>
              )
            }
          >
            {user.name || user.username}
          </Header>
        }
      >
        {mayExplain ? (
          <DetailsAccessTabs
            details={details}
            access={{
              username: user.username,
              personName: user.name || user.username,
              units: accessScopeUnits(ouid, user, signedIn.units),
            }}
          />
        ) : (
          details
        )}
      </ContentLayout>
    </LoadFailureAbove>
  );
}
