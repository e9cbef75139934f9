import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import Table from '@cloudscape-design/components/table';

import { type ConfigVersion, useConfigVersions } from '../../api/config-versions';
import type { ReviewSource } from '../../api/config-preview';
import { useRequiredUnit } from '../../common/gate/required-unit';
import { formatDate } from '../../common/format-date';
import { LoadFailureAlert } from '../../common/LoadFailureAlert';
import { ServerPagination } from '../../common/table/ServerPagination';
import { configDashStrings } from '../../strings/config-dash';

const text = configDashStrings.configHistory;
const { version: versionHeader, status: statusHeader } = configDashStrings.configDash;
const { actions: actionsHeader } = configDashStrings.configInForce;
const { noteLabel } = configDashStrings.configEditor;

const PAGE_SIZE = 20;
/** Enough of the sha256 to tell versions apart at a glance. */
const HASH_PREFIX = 12;

function kindText(version: ConfigVersion): string {
  if (version.kind === 'rolledBack') return text.rolledBack(version.restoredFrom);
  return version.kind === 'inherited' ? text.inherited : text.activated;
}

/** A config's versions on the unit, newest first, a server page at a time; any earlier one can be rolled back to. */
export function ConfigHistory({
  identifier,
  onReview,
}: {
  identifier: string;
  onReview: (source: ReviewSource) => void;
}) {
  const { ouid } = useRequiredUnit();
  const list = useConfigVersions(ouid, identifier, PAGE_SIZE);
  const failure = list.error && (
    <LoadFailureAlert header={text.loadFailed} error={list.error} onRetry={list.retry} />
  );

  return (
    <Table<ConfigVersion>
      variant="embedded"
      ariaLabels={{ tableLabel: text.tableAriaLabel(identifier) }}
      items={list.items ?? []}
      trackBy={(version) => String(version.number)}
      loading={list.isLoading}
      loadingText={text.loading}
      wrapLines
      empty={<Box textAlign={failure ? 'left' : 'center'}>{failure ?? text.empty}</Box>}
      filter={failure && list.items ? failure : undefined}
      pagination={<ServerPagination list={list} />}
      columnDefinitions={[
        { id: 'number', header: versionHeader, cell: (v) => v.number, isRowHeader: true },
        { id: 'kind', header: text.kind, cell: kindText },
        { id: 'by', header: text.by, cell: (v) => v.by },
        { id: 'at', header: text.at, cell: (v) => formatDate(v.at) },
        { id: 'note', header: noteLabel, cell: (v) => v.note ?? '-' },
        {
          id: 'hash',
          header: text.hash,
          cell: (v) => (
            <Box variant="code" fontSize="body-s">
              {v.hash.slice(0, HASH_PREFIX)}
            </Box>
          ),
        },
        {
          id: 'status',
          header: statusHeader,
          cell: (v) => (v.active ? <StatusIndicator>{text.inForce}</StatusIndicator> : '-'),
        },
        {
          id: 'actions',
          header: actionsHeader,
          cell: (v) =>
            v.active ? (
              '-'
            ) : (
              <Button
                variant="inline-link"
                ariaLabel={text.rollBackLabel(v.number)}
                onClick={() => onReview({ kind: 'version', number: v.number })}
              >
                {text.rollBack}
              </Button>
            ),
        },
      ]}
    />
  );
}
