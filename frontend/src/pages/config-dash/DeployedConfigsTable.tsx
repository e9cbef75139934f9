import type { ReactNode } from 'react';

import Button from '@cloudscape-design/components/button';
import Header from '@cloudscape-design/components/header';

import type { DeployedConfig } from '../../api/config';
import { configDashStrings } from '../../strings/config-dash';
import { formatDate } from '../../common/format-date';
import { ConfigTable } from './ConfigTable';

const text = configDashStrings.configDash;

export interface ActivateControl {
  /** False while nothing can be decided yet (active configs loading) or the key is unusable. */
  enabled: boolean;
  disabledReason?: string;
  busy: boolean;
  onActivate: () => void;
}

/** 'Deployed Configs': the unit's deployed objects; a selected row offers 'Activate'. */
export function DeployedConfigsTable({
  items,
  loading,
  failure,
  selectedKey,
  onSelect,
  activate,
}: {
  items: readonly DeployedConfig[];
  loading: boolean;
  /** The load failure's alert, if the list did not load. */
  failure?: ReactNode;
  selectedKey: string | undefined;
  onSelect: (key: string) => void;
  /** Present while a row is selected. */
  activate: ActivateControl | undefined;
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
