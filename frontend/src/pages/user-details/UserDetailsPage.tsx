import { useState } from 'react';
import { useParams } from 'react-router-dom';

import Alert from '@cloudscape-design/components/alert';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';
import KeyValuePairs from '@cloudscape-design/components/key-value-pairs';
import SpaceBetween from '@cloudscape-design/components/space-between';

import { useUserProfileDetails } from '../../api/userprofile-admin';
import { unitPath } from '../../app/unit-routes';
import { PageSpinner } from '../../common/PageSpinner';
import { PolicyCards } from '../../common/policy-cards/PolicyCards';
import { useActiveUnitContext } from '../../common/shell/active-unit-context';
import { useUnitBreadcrumbs } from '../../common/shell/use-unit-breadcrumbs';
import { useOnFollow } from '../../common/use-on-follow';
import { useSignedInSession } from '../../session/session-context';
import { strings } from '../../strings';
import { editUserPath, usernameOfParam } from '../auth-users/user-links';
import { CognitoStatus } from '../auth-users/UserStatus';
import { DeleteUserModal } from './DeleteUserModal';

const text = strings.userDetails;
const orDash = (value: string) => value || strings.common.notAvailable;

/** `/{ouid}/user/{username}` (system admins): one sign-up user, its policies, edit and delete. */
export default function UserDetailsPage() {
  const username = usernameOfParam(useParams().username);
  const { ouid = '', can } = useActiveUnitContext();
  const signedIn = useSignedInSession();
  const onFollow = useOnFollow();
  const [deleting, setDeleting] = useState(false);
  const { data: user, isLoading, error } = useUserProfileDetails(username, ouid);
  useUnitBreadcrumbs([
    { text: strings.authUsers.heading, href: unitPath(ouid, 'authusers') },
    username,
  ]);

  if (isLoading) return <PageSpinner />;
  if (error || !user) {
    return (
      <Alert type="error" header={error?.status === 404 ? text.notFound : text.loadFailed}>
        {error?.message}
      </Alert>
    );
  }

  const mayDelete = can('DeleteUser') && user.username !== signedIn.username;
  return (
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
      {deleting && (
        <DeleteUserModal username={user.username} onDismiss={() => setDeleting(false)} />
      )}
    </ContentLayout>
  );
}
