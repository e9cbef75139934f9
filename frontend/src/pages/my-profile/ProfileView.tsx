import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Tabs from '@cloudscape-design/components/tabs';

import type { UserProfile } from '../../api/userprofile';
import { lazyPart, useIdlePreload } from '../../common/lazy-part';
import { useOnFollow } from '../../common/use-on-follow';
import { accountStrings } from '../../strings/account';
import { ProfileFields } from './ProfileFields';
import { TwoFactorSection } from './TwoFactorSection';

const text = accountStrings.myProfile;

/** The Activities tab, the last one: shown only once that tab is chosen. */
const ActivitiesTable = lazyPart(() =>
  import('./ActivitiesTable').then((module) => module.ActivitiesTable),
);

interface ProfileViewProps {
  profile: UserProfile;
  /** The signed-in username the page reads the profile and activities by. */
  username: string;
  ouid: string | undefined;
  /** Opens the editor; absent when the user may not change their details here. */
  onEdit: (() => void) | undefined;
}

/**
 * The profile's tabs (spec §2): My Profile (name, username), Contact (e-mail, phone), Activities;
 * then the account's two-factor authentication.
 */
export function ProfileView({ profile, username, ouid, onEdit }: ProfileViewProps) {
  const onFollow = useOnFollow();
  useIdlePreload(ActivitiesTable);
  return (
    <ContentLayout
      header={
        <Header
          variant="h1"
          actions={
            <SpaceBetween direction="horizontal" size="xs">
              {onEdit && <Button onClick={onEdit}>{text.edit}</Button>}
              <Button href="/changepassword" onFollow={onFollow}>
                {text.changePassword}
              </Button>
            </SpaceBetween>
          }
        >
          {profile.name}
        </Header>
      }
    >
      <SpaceBetween size="l">
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
        <TwoFactorSection />
      </SpaceBetween>
    </ContentLayout>
  );
}
