import Box from '@cloudscape-design/components/box';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Table from '@cloudscape-design/components/table';

import type { KeyChange } from '../../../api/config-preview';
import { configDashStrings } from '../../../strings/config-dash';
import { valueSummary } from '../value-summary';

const text = configDashStrings.configReview;
const { key: keyHeader } = configDashStrings.configDash;
const { notSet } = configDashStrings.configInForce;

function EntryChanges({ change }: { change: KeyChange }) {
  const entries = change.entries;
  if (!entries) return <>-</>;
  const lines = [
    entries.added.length > 0 && text.entriesAdded(entries.added.join(', ')),
    entries.removed.length > 0 && text.entriesRemoved(entries.removed.join(', ')),
    entries.changed.length > 0 && text.entriesChanged(entries.changed.join(', ')),
  ].filter((line) => line !== false);
  return (
    <SpaceBetween size="xxxs">
      {lines.map((line) => (
        <span key={line}>{line}</span>
      ))}
    </SpaceBetween>
  );
}

/** The review's changes key by key: what is in force now and after, and which entries moved. */
export function ChangesTable({
  identifier,
  changes,
}: {
  identifier: string;
  changes: readonly KeyChange[];
}) {
  return (
    <Table<KeyChange>
      variant="embedded"
      ariaLabels={{ tableLabel: text.changesAriaLabel(identifier) }}
      items={[...changes]}
      trackBy="key"
      wrapLines
      empty={<Box textAlign="center">{text.noChanges}</Box>}
      columnDefinitions={[
        { id: 'key', header: keyHeader, cell: (change) => change.key, isRowHeader: true },
        { id: 'kind', header: text.change, cell: (change) => text.kinds[change.kind] },
        {
          id: 'before',
          header: text.before,
          cell: (change) => (change.before === undefined ? notSet : valueSummary(change.before)),
        },
        {
          id: 'after',
          header: text.after,
          cell: (change) => (change.after === undefined ? notSet : valueSummary(change.after)),
        },
        { id: 'entries', header: text.entries, cell: (change) => <EntryChanges change={change} /> },
      ]}
    />
  );
}
