import type { ReactNode } from 'react';

import Button from '@cloudscape-design/components/button';
import Header from '@cloudscape-design/components/header';
import StatusIndicator from '@cloudscape-design/components/status-indicator';

import type { DeployedConfig } from '../../api/config';
import { configDashStrings } from '../../strings/config-dash';
import { formatDate } from '../../common/format-date';
import { ConfigTable } from './ConfigTable';

const text = configDashStrings.configDash;

export interface ActivateControl {
  /** False while nothing can be decided yet (active configs loading), the key is unusable or active. */
  enabled: boolean;
  disabledReason?: string;
  busy: boolean;
  /** Opens the review of the activation. */
  onActivate: () => void;
}

/**
 * 'Deployed Configs': the unit's deployed objects, the ones active on the unit marked; a selected
 * row offers 'Activate'.
 */
export function DeployedConfigsTable({
  items,
  loading,
  failure,
  selectedKey,
  onSelect,
  activate,
  isActive,
}: {
  items: readonly DeployedConfig[];
  loading: boolean;
  /** The load failure's alert, if the list did not load. */
  failure?: ReactNode;
  selectedKey: string | undefined;
  onSelect: (key: string) => void;
  /** Present while a row is selected. */
  activate: ActivateControl | undefined;
  /** Whether the object is the unit's own active config of its identifier. */
  isActive: (item: DeployedConfig) => boolean;
}) {
  return (
    <ConfigTable<DeployedConfig>
      items={items}
      loading={loading}
      failure={failure}
      loadingText={text.deployedLoading}
      header={
        <Header
          variant="h2"
          counter={loading ? undefined : `(${items.length})`}
          actions={
            activate && (
              <Button
                variant="primary"
                loading={activate.busy}
                disabled={!activate.enabled}
                disabledReason={activate.disabledReason}
                onClick={activate.onActivate}
              >
                {text.activate}
              </Button>
            )
          }
        >
          {text.deployedHeading}
        </Header>
      }
      columns={[
        { id: 'key', header: text.key, cell: (item) => item.Key, sortingField: 'Key' },
        {
          id: 'lastModified',
          header: text.lastModified,
          cell: (item) => formatDate(item.LastModified),
          sortingField: 'LastModified',
        },
        {
          id: 'status',
          header: text.status,
          cell: (item) =>
            isActive(item) ? <StatusIndicator>{text.activeHere}</StatusIndicator> : '-',
        },
      ]}
      filterFields={['Key']}
      filterPlaceholder={text.filterDeployedPlaceholder}
      emptyText={text.noDeployed}
      idOf={(item) => item.Key}
      selectedId={selectedKey}
      onSelect={onSelect}
      selectionLabel={(item) => text.selectDeployed(item.Key)}
      defaultSortingColumn={{ sortingField: 'Key' }}
    />
  );
}
