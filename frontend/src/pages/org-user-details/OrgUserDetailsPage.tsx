import { useParams } from 'react-router-dom';

import Alert from '@cloudscape-design/components/alert';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';
import KeyValuePairs from '@cloudscape-design/components/key-value-pairs';
import SpaceBetween from '@cloudscape-design/components/space-between';

import { useOrgUser } from '../../api/orguser';
import { unitPath } from '../../app/unit-routes';
import { PageSpinner } from '../../common/PageSpinner';
import { useActiveUnitContext } from '../../common/shell/active-unit-context';
import { useUnitBreadcrumbs } from '../../common/shell/use-unit-breadcrumbs';
import { usernameFromPath, usernameToPath } from '../../common/username-path';
import { useOnFollow } from '../../common/use-on-follow';
import { strings } from '../../strings';
import { AppPolicyCards, RolePolicyCards } from './PolicyCards';

const text = strings.orgUsers;

/** `/{ouid}/orguser/{username}`: one member's fields and their role and application policies. */
export default function OrgUserDetailsPage() {
  const { ouid = '', can } = useActiveUnitContext();
  const username = usernameFromPath(useParams().username ?? '');
  const onFollow = useOnFollow();
  const { data: user, isLoading, error, reload } = useOrgUser(username, ouid);
  useUnitBreadcrumbs([{ text: text.heading, href: unitPath(ouid, 'orgusers') }, username]);

  if (isLoading) return <PageSpinner />;
  if (error || !user) {
    // Spec §8 only stored this failure; showing it is a documented deviation.
    return (
      <Alert
        type="error"
        header={text.details.loadFailed}
        action={<Button onClick={reload}>{text.details.reload}</Button>}
      >
        {error?.messageOr(text.details.loadFailed)}
      </Alert>
    );
  }

  return (
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
                value: user.phone_number || strings.common.notAvailable,
              },
            ]}
          />
        </Container>
        <RolePolicyCards user={user} />
        <AppPolicyCards user={user} />
      </SpaceBetween>
    </ContentLayout>
  );
}
