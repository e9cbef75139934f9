import { memo, useCallback, useMemo, useState } from 'react';

import ContentLayout from '@cloudscape-design/components/content-layout';
import Grid from '@cloudscape-design/components/grid';
import Header from '@cloudscape-design/components/header';

import { useActiveConfigs } from '../../api/config';
import { planActivation } from '../../api/config-activation';
import { useDeployedConfigs } from '../../api/config-deployed';
import { useRequiredUnit } from '../../common/gate/required-unit';
import { lazyPart, useIdlePreload } from '../../common/lazy-part';
import { usePageSplitPanel } from '../../common/shell/shell-context';
import { useUnitBreadcrumbs } from '../../common/shell/use-unit-breadcrumbs';
import { LoadFailureAlert } from '../../common/LoadFailureAlert';
import { configDashStrings } from '../../strings/config-dash';
import { ActiveConfigsTable as ActiveConfigsTableOnce } from './ActiveConfigsTable';
import {
  type ActivateControl,
  DeployedConfigsTable as DeployedConfigsTableOnce,
} from './DeployedConfigsTable';
import { useActivateConfig } from './use-activate-config';

const text = configDashStrings.configDash;

/*
 * Memoised: once mounted, the Grid measures its width and renders its columns again, with copies
 * of the elements it was given (same props). Unmemoised, both tables rendered twice as the page
 * loaded.
 */
const DeployedConfigsTable = memo(DeployedConfigsTableOnce);
const ActiveConfigsTable = memo(ActiveConfigsTableOnce);

/** The selected config's split panel: shown only once a config is selected. */
const ActiveConfigPanel = lazyPart(() =>
  import('./ActiveConfigPanel').then((module) => module.ActiveConfigPanel),
);

/** `/{ouid}/config-dash` (ConfigDash): deployed configs to activate and the configs in force. */
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

function ConfigDash() {
  const { ouid, core } = useRequiredUnit();
  useIdlePreload(ActiveConfigPanel);
  const deployed = useDeployedConfigs(ouid);
  const active = useActiveConfigs(ouid);
  const { activate, busy } = useActivateConfig(ouid, core);

  const [deployedKey, setDeployedKey] = useState<string>();
  const [activeIdentifier, setActiveIdentifier] = useState<string>();
  // Looked up in the current lists, so a reload brings the fresh ETag and version.
  const selectedDeployed = deployed.data?.find((item) => item.Key === deployedKey);
  const selectedActive = active.data?.find((item) => item.identifier === activeIdentifier);

  const activation =
    selectedDeployed && active.data ? planActivation(selectedDeployed, active.data) : undefined;
  const activateControl: ActivateControl | undefined = selectedDeployed && {
    enabled: activation !== undefined && !active.isLoading,
    disabledReason: active.error
      ? text.activeLoadFailed
      : active.data && !activation
        ? text.cannotActivate
        : undefined,
    busy: busy || active.isLoading,
    onActivate: () => {
      if (activation) void activate(activation);
    },
  };

  const closePanel = useCallback(() => setActiveIdentifier(undefined), []);
  const panel = useMemo(
    () =>
      selectedActive && {
        header: selectedActive.identifier,
        content: <ActiveConfigPanel config={selectedActive} onClose={closePanel} />,
        onClose: closePanel,
      },
    [selectedActive, closePanel],
  );
  usePageSplitPanel(panel);

  return (
    <Grid
      gridDefinition={[{ colspan: { default: 12, xl: 6 } }, { colspan: { default: 12, xl: 6 } }]}
    >
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
        activate={activateControl}
      />
      <ActiveConfigsTable
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
    </Grid>
  );
}
