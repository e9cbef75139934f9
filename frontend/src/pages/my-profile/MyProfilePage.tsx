import Alert from '@cloudscape-design/components/alert';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';
import Tabs from '@cloudscape-design/components/tabs';

import { useUserProfile } from '../../api/userprofile';
import { PageSpinner } from '../../common/PageSpinner';
import { usePageBreadcrumbs } from '../../common/shell/shell-context';
import { useActiveOuid } from '../../common/shell/use-active-unit';
import { useOnFollow } from '../../common/use-on-follow';
import { useSignedInSession } from '../../session/session-context';
import { strings } from '../../strings';
import { ActivitiesTable } from './ActivitiesTable';
import { ProfileFields } from './ProfileFields';

const text = strings.myProfile;

/** `/{ouid}/my-profile`: the signed-in user's profile; no permission check (spec §2). */
export default function MyProfilePage() {
  const { username } = useSignedInSession();
  const ouid = useActiveOuid();
  const onFollow = useOnFollow();
  const { data: profile, isLoading, error } = useUserProfile(username, ouid);
  usePageBreadcrumbs(
    ouid ? [{ text: text.heading, href: `/${encodeURIComponent(ouid)}/my-profile` }] : [],
  );

  if (isLoading) return <PageSpinner />;
  if (error || !profile) {
    return (
      <Alert type="error" header={text.loadFailed}>
        {error?.message}
      </Alert>
    );
  }

  return (
    <ContentLayout
      header={
        <Header
          variant="h1"
          actions={
            <Button href="/changepassword" onFollow={onFollow}>
              {text.changePassword}
            </Button>
          }
        >
          {profile.name}
        </Header>
      }
    >
      <Container>
        <Tabs
          tabs={[
            {
              id: 'profile',
              label: text.profileTab,
              content: (
                <ProfileFields
                  fields={[
                    [text.name, profile.name],
                    [text.username, profile.username],
                  ]}
                />
              ),
            },
            {
              id: 'contact',
              label: text.contactTab,
              content: (
                <ProfileFields
                  fields={[
                    [text.email, profile.email],
                    [text.phone, profile.phone_number],
                  ]}
                />
              ),
            },
            {
              id: 'activities',
              label: text.activitiesTab,
              content: <ActivitiesTable username={username} ouid={ouid} />,
            },
          ]}
        />
      </Container>
    </ContentLayout>
  );
}
