import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';

import { useRequiredUnit } from '../../common/gate/required-unit';
import { useUnitBreadcrumbs } from '../../common/shell/use-unit-breadcrumbs';
import { useSignedInSession } from '../../session/session-context';
import { notificationsStrings } from '../../strings/notifications';
import { ForYouTable } from './ForYouTable';
import { UnitNotifications } from './UnitNotifications';

const text = notificationsStrings.page;

/**
 * `/{ouid}/notifications`: what concerns the caller from any unit ("For you"), then the active
 * unit's changes they may see, newest first, a page at a time. Opening it marks both seen.
 */
export default function NotificationsPage() {
  const { ouid, unit } = useRequiredUnit();
  const { username } = useSignedInSession();
  useUnitBreadcrumbs([text.heading]);

  return (
    <ContentLayout
      header={
        <Header variant="h1" description={text.description}>
          {text.heading}
        </Header>
      }
    >
      <SpaceBetween size="l">
        <ForYouTable username={username} ouid={ouid} />
        <UnitNotifications ouid={ouid} unitName={unit.data.name} />
      </SpaceBetween>
    </ContentLayout>
  );
}
