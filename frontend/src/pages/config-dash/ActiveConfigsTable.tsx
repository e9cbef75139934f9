import type { ReactNode } from 'react';

import Header from '@cloudscape-design/components/header';

import type { ActiveConfig } from '../../api/config';
import { configDashStrings } from '../../strings/config-dash';
import { formatDate } from '../../common/format-date';
import { configSourcesText } from './config-sources';
import { ConfigTable } from './ConfigTable';

const text = configDashStrings.configDash;

function modifiedText(config: ActiveConfig): string {
  const when = formatDate(config.lastModifiedDate);
  if (!when) return '-';
  return config.modifiedBy ? text.modifiedBy(config.modifiedBy, when) : when;
}

/** 'Active Configs': the configs in force on the unit, its own and inherited ones, and where from. */
export function ActiveConfigsTable({
  ouid,
  items,
  loading,
  failure,
  selectedIdentifier,
  onSelect,
}: {
  /** The unit the configs are in force on. */
  ouid: string;
  items: readonly ActiveConfig[];
  loading: boolean;
  /** The load failure's alert, if the list did not load. */
  failure?: ReactNode;
  selectedIdentifier: string | undefined;
  onSelect: (identifier: string) => void;
}) {
  return (
    <ConfigTable<ActiveConfig>
      items={items}
      loading={loading}
      failure={failure}
      loadingText={text.activeLoading}
      header={
        <Header variant="h2" counter={loading ? undefined : `(${items.length})`}>
          {text.activeHeading}
        </Header>
      }
      columns={[
        {
          id: 'identifier',
          header: text.identifier,
          cell: (item) => item.identifier,
          sortingField: 'identifier',
        },
        {
          id: 'source',
          header: text.source,
          cell: (item) => configSourcesText(item, ouid),
        },
        {
          id: 'version',
          header: text.version,
          cell: (item) => item.own?.version ?? '-',
        },
        { id: 'modified', header: text.modified, cell: modifiedText },
      ]}
      filterFields={['identifier', 'key', 'ouid', 'createdBy', 'modifiedBy']}
      filterPlaceholder={text.filterActivePlaceholder}
      emptyText={text.noActive}
      idOf={(item) => item.identifier}
      selectedId={selectedIdentifier}
      onSelect={onSelect}
      selectionLabel={(item) => text.selectActive(item.identifier)}
    />
  );
}
