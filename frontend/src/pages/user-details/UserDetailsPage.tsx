import { useState } from 'react';
import { useParams } from 'react-router-dom';

import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';
import KeyValuePairs from '@cloudscape-design/components/key-value-pairs';
import SpaceBetween from '@cloudscape-design/components/space-between';

import { parsePolicy, unitIdsOf } from '@domain/policies';

import { useUserProfileDetails } from '../../api/userprofile-admin';
import { unitPath } from '../../common/unit-routes';
import { LoadFailureAbove, LoadFailureAlert } from '../../common/LoadFailureAlert';
import { PageSpinner } from '../../common/PageSpinner';
import { PolicyCards } from '../../common/policy-cards/PolicyCards';
import { useRequiredUnit } from '../../common/gate/required-unit';
import { useUnitBreadcrumbs } from '../../common/shell/use-unit-breadcrumbs';
import { useOnFollow } from '../../common/use-on-follow';
import { useSignedInSession } from '../../session/session-context';
import { commonStrings } from '../../strings/common';
import { usersStrings } from '../../strings/users';
import { editUserPath, usernameOfParam } from '../../common/user-list/user-links';
import { CognitoStatus } from '../../common/user-list/UserStatus';
import { DetailsAccessTabs } from '../../common/access/DetailsAccessTabs';
import { DeleteUserModal } from './DeleteUserModal';

const text = usersStrings.userDetails;
const orDash = (value: string) => value || commonStrings.common.notAvailable;

/** `/{ouid}/user/{username}` (system admins): one sign-up user, its policies, edit and delete. */
export default function UserDetailsPage() {
  const username = usernameOfParam(useParams().username);
  const { ouid, can } = useRequiredUnit();
  const signedIn = useSignedInSession();
  const onFollow = useOnFollow();
  const [deleting, setDeleting] = useState(false);
  const { data: user, isLoading, error, retry } = useUserProfileDetails(username, ouid);
  useUnitBreadcrumbs([
    { text: usersStrings.authUsers.heading, href: unitPath(ouid, 'users') },
    username,
  ]);

  const failure = {
    header: error?.status === 404 ? text.notFound : text.loadFailed,
    error,
    onRetry: retry,
  };
  if (isLoading) return <PageSpinner />;
  if (!user) return <LoadFailureAlert {...failure} />;

  const mayDelete = can('DeleteUser') && user.username !== signedIn.username;
  const details = (
    <SpaceBetween size="l">
      <Container header={<Header variant="h2">{text.detailsHeading}</Header>}>
        <KeyValuePairs
          columns={3}
          items={[
            { label: text.name, value: user.name },
            { label: text.username, value: user.username },
            { label: text.email, value: orDash(user.email) },
            { label: text.phone, value: orDash(user.phone_number) },
            { label: text.status, value: <CognitoStatus status={user.cognitoStatus} /> },
          ]}
        />
      </Container>
      <Container header={<Header variant="h2">{text.policiesHeading}</Header>}>
        <PolicyCards policies={user.policies} />
      </Container>
    </SpaceBetween>
  );
  return (
    <LoadFailureAbove {...failure}>
      <ContentLayout
        header={
          <Header
            variant="h1"
            actions={
              <SpaceBetween direction="horizontal" size="xs">
                {mayDelete && <Button onClick={() => setDeleting(true)}>{text.delete}</Button>}
                {can('EditUser') && (
                  <Button
                    variant="primary"
                    href={editUserPath(ouid, user.username)}
                    onFollow={onFollow}
                  >
                    {text.edit}
                  </Button>
                )}
              </SpaceBetween>
            }
          >
            {user.name}
          </Header>
        }
      >
        <DetailsAccessTabs
          details={details}
          access={{
            username: user.username,
            personName: user.name || user.username,
            units: unitIdsOf(user.policies.flatMap((policy) => parsePolicy(policy) ?? [])),
          }}
        />
        {deleting && (
          <DeleteUserModal username={user.username} onDismiss={() => setDeleting(false)} />
        )}
      </ContentLayout>
    </LoadFailureAbove>
  );
}
