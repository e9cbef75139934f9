import { useMemo } from 'react';
import { useLocation } from 'react-router-dom';

import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';
import KeyValuePairs from '@cloudscape-design/components/key-value-pairs';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';

import { CONFIG_PATH } from '../../api/config';
import { useInvalidate } from '../../api/use-api-call';
import { applicationRouteOf } from '../../common/application-routes';
import { useRequiredUnit } from '../../common/gate/required-unit';
import { LoadFailureAlert } from '../../common/LoadFailureAlert';
import { useUnitBreadcrumbs } from '../../common/shell/use-unit-breadcrumbs';
import { UNIT_ROUTES } from '../../common/unit-routes';
import { useSignedInSession } from '../../session/session-context';
import { applicationsStrings } from '../../strings/applications';
import { applicationView } from './application-view';
import { ApplicationStatus } from './ApplicationStatus';
import { AskForRoles } from './AskForRoles';
import { NoLaunchLink } from './NoLaunchLink';

const text = applicationsStrings.application;

/**
 * `/{ouid}/apps/ticketapp` and the other application routes (one screen for all six, which one
 * from the path): the application's release status in the unit's core config, the user's roles in
 * it (from the token's app policies), its launch link or why there is none, and how to ask for roles.
 */
export default function ApplicationPage() {
  const { pathname } = useLocation();
  const application = applicationRouteOf(pathname);
  const { ouid, unit, placement, configs, configsError, core, allows } = useRequiredUnit();
  const { appPolicies } = useSignedInSession();
  const invalidate = useInvalidate();
  const title = application?.title ?? '';
  useUnitBreadcrumbs([title]);
  const view = useMemo(
    () =>
      application && applicationView(application.appId, { appPolicies, placement, core, configs }),
    [application, appPolicies, placement, core, configs],
  );
  if (!application || !view) return null;

  const launch = view.launchUrl && (
    <Button
      href={view.launchUrl}
      target="_blank"
      iconName="external"
      iconAlign="right"
      ariaLabel={text.launchAriaLabel(title)}
    >
      {text.launch(title)}
    </Button>
  );

  let details;
  if (configsError && !configs) {
    details = (
      <LoadFailureAlert
        header={text.loadFailed}
        error={configsError}
        onRetry={() => void invalidate(CONFIG_PATH)}
      />
    );
  } else if (!configs) {
    details = (
      <Container>
        <StatusIndicator type="loading">{text.loading}</StatusIndicator>
      </Container>
    );
  } else {
    details = (
      <SpaceBetween size="l">
        <Container
          header={
            <Header variant="h2" actions={launch}>
              {text.detailsHeading}
            </Header>
          }
        >
          <KeyValuePairs
            columns={3}
            items={[
              { label: text.status, value: <ApplicationStatus availability={view.availability} /> },
              {
                label: text.yourRoles,
                value: view.roles.map((role) => role.name).join(', ') || text.noRoles,
              },
              { label: text.identifier, value: application.appId },
            ]}
          />
        </Container>
        {view.noLaunchReasons.length > 0 && (
          <NoLaunchLink title={title} unitName={unit.data.name} reasons={view.noLaunchReasons} />
        )}
        {view.roles.length === 0 && (
          <AskForRoles title={title} ouid={ouid} isAdmin={allows(UNIT_ROUTES.editOrguser)} />
        )}
      </SpaceBetween>
    );
  }

  return (
    <ContentLayout
      header={
        <Header variant="h1" description={text.description(unit.data.name)}>
          {title}
        </Header>
      }
    >
      {details}
    </ContentLayout>
  );
}
