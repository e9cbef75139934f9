import { memo, useCallback, useState } from 'react';

import ContentLayout from '@cloudscape-design/components/content-layout';
import Grid from '@cloudscape-design/components/grid';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';

import { type ActiveConfig, type DeployedConfig, useActiveConfigs } from '../../api/config';
import { identifierOfKey, isActiveArtifact } from '../../api/config-activation';
import { useDeployedConfigs } from '../../api/config-deployed';
import type { ReviewSource } from '../../api/config-preview';
import { useRequiredUnit } from '../../common/gate/required-unit';
import { lazyPart, useIdlePreload } from '../../common/lazy-part';
import { useUnitBreadcrumbs } from '../../common/shell/use-unit-breadcrumbs';
import { LoadFailureAlert } from '../../common/LoadFailureAlert';
import { configDashStrings } from '../../strings/config-dash';
import { ActiveConfigsTable as ActiveConfigsTableOnce } from './ActiveConfigsTable';
import { ConfigDetails } from './ConfigDetails';
import {
  type ActivateControl,
  DeployedConfigsTable as DeployedConfigsTableOnce,
} from './DeployedConfigsTable';
import { ConfigEditorSection } from './editor/ConfigEditorSection';

const text = configDashStrings.configDash;

/*
 * Memoised: once mounted, the Grid measures its width and renders its columns again, with copies
 * of the elements it was given (same props). Unmemoised, both tables rendered twice as the page
 * loaded.
 */
const DeployedConfigsTable = memo(DeployedConfigsTableOnce);
const ActiveConfigsTable = memo(ActiveConfigsTableOnce);

/** The review of a change: shown only once a change is asked for. */
const ConfigChangeReview = lazyPart(() =>
  import('./review/ConfigChangeReview').then((module) => module.ConfigChangeReview),
);

interface Review {
  identifier: string;
  source: ReviewSource;
}

/**
 * `/{ouid}/config-dash` (ConfigDash): the config editor, the configs in force with each key's source
 * and locks, their history, and the deployed configs; every change is reviewed before it is made
 * (issue 38).
 */
export default function ConfigDashPage() {
  const { ouid } = useRequiredUnit();
  useUnitBreadcrumbs([text.heading]);
  // Selections belong to one unit: switching units starts the dashboard afresh.
  return (
    <ContentLayout
      header={
        <Header variant="h1" description={text.description}>
          {text.heading}
        </Header>
      }
    >
      <ConfigDash key={ouid} />
    </ContentLayout>
  );
}

function activateControl(
  selected: DeployedConfig | undefined,
  active: { data?: readonly ActiveConfig[]; isLoading: boolean; error?: unknown },
  open: (review: Review) => void,
): ActivateControl | undefined {
  if (!selected) return undefined;
  const identifier = identifierOfKey(selected.Key);
  const alreadyActive = active.data !== undefined && isActiveArtifact(selected, active.data);
  return {
    enabled: identifier !== undefined && active.data !== undefined && !alreadyActive,
    disabledReason: active.error
      ? text.activeLoadFailed
      : identifier === undefined
        ? text.cannotActivate
        : alreadyActive
          ? text.alreadyActive
          : undefined,
    busy: active.isLoading,
    onActivate: () => {
      if (identifier === undefined) return;
      open({ identifier, source: { kind: 'artifact', key: selected.Key, eTag: selected.ETag } });
    },
  };
}

function ConfigDash() {
  const { ouid } = useRequiredUnit();
  useIdlePreload(ConfigChangeReview);
  const deployed = useDeployedConfigs(ouid);
  const active = useActiveConfigs(ouid);

  const [deployedKey, setDeployedKey] = useState<string>();
  const [activeIdentifier, setActiveIdentifier] = useState<string>();
  const [review, setReview] = useState<Review>();
  // Looked up in the current lists, so a reload brings the fresh ETag and version. The first
  // config (core) is shown until another is chosen.
  const selectedDeployed = deployed.data?.find((item) => item.Key === deployedKey);
  const selectedActive =
    active.data?.find((item) => item.identifier === activeIdentifier) ?? active.data?.[0];

  const isActive = useCallback(
    (item: DeployedConfig) => (active.data ? isActiveArtifact(item, active.data) : false),
    [active.data],
  );
  const closeReview = useCallback(() => setReview(undefined), []);
  const reviewDetails = useCallback(
    (source: ReviewSource) =>
      selectedActive && setReview({ identifier: selectedActive.identifier, source }),
    [selectedActive],
  );

  return (
    <SpaceBetween size="l">
      <ConfigEditorSection />
      <Grid
        gridDefinition={[{ colspan: { default: 12, xl: 6 } }, { colspan: { default: 12, xl: 6 } }]}
      >
        <ActiveConfigsTable
          ouid={ouid}
          items={active.data ?? []}
          loading={active.isLoading}
          failure={
            active.error && (
              <LoadFailureAlert
                header={text.activeLoadFailed}
                error={active.error}
                onRetry={active.retry}
              />
            )
          }
          selectedIdentifier={selectedActive?.identifier}
          onSelect={setActiveIdentifier}
        />
        <DeployedConfigsTable
          items={deployed.data ?? []}
          loading={deployed.isLoading}
          failure={
            deployed.error && (
              <LoadFailureAlert
                header={text.deployedLoadFailed}
                error={deployed.error}
                onRetry={deployed.retry}
              />
            )
          }
          selectedKey={selectedDeployed?.Key}
          onSelect={setDeployedKey}
          activate={activateControl(selectedDeployed, active, setReview)}
          isActive={isActive}
        />
      </Grid>
      {selectedActive && (
        <ConfigDetails
          key={selectedActive.identifier}
          config={selectedActive}
          onReview={reviewDetails}
        />
      )}
      {review && (
        <ConfigChangeReview
          identifier={review.identifier}
          source={review.source}
          onDismiss={closeReview}
          onDone={closeReview}
        />
      )}
    </SpaceBetween>
  );
}
