import type { ReactNode } from 'react';

import Header from '@cloudscape-design/components/header';

import type { ActiveConfig } from '../../api/config';
import { configDashStrings } from '../../strings/config-dash';
import { formatDate } from '../../common/format-date';
import { ConfigTable } from './ConfigTable';

const text = configDashStrings.configDash;

function modifiedText(config: ActiveConfig): string {
  const when = formatDate(config.lastModifiedDate);
  if (!when) return '-';
  return config.modifiedBy ? text.modifiedBy(config.modifiedBy, when) : when;
}

/** 'Active Configs': the configs in force on the unit, its own and inherited ones. */
export function ActiveConfigsTable({
  items,
  loading,
  failure,
  selectedIdentifier,
  onSelect,
}: {
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
        { id: 'key', header: text.key, cell: (item) => item.key, sortingField: 'key' },
        {
          id: 'ouid',
          header: text.fromUnit,
          cell: (item) => (item.inherited ? text.inherited(item.ouid) : item.ouid),
          sortingField: 'ouid',
        },
        {
          id: 'createdBy',
          header: text.createdBy,
          cell: (item) => item.createdBy,
          sortingField: 'createdBy',
        },
        {
          id: 'createdDate',
          header: text.createdDate,
          cell: (item) => formatDate(item.createdDate),
          sortingField: 'createdDate',
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
