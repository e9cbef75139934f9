import { useCollection } from '@cloudscape-design/collection-hooks';
import Box from '@cloudscape-design/components/box';
import Pagination from '@cloudscape-design/components/pagination';
import Table, { type TableProps } from '@cloudscape-design/components/table';

import { type Activity, useUserActivities } from '../../api/userprofile';
import { accountStrings } from '../../strings/account';
import { formatDate } from '../../common/format-date';
import { LoadFailureAlert } from '../../common/LoadFailureAlert';
import { preferenceColumns, TablePreferences } from '../../common/table/TablePreferences';
import { useTablePreferences } from '../../common/table/use-table-preferences';

const text = accountStrings.myProfile;

const COLUMNS: TableProps.ColumnDefinition<Activity>[] = [
  { id: 'at', header: text.when, cell: (item) => formatDate(item.at), isRowHeader: true },
  { id: 'action', header: text.action, cell: (item) => item.action },
  { id: 'summary', header: text.summary, cell: (item) => item.summary },
  { id: 'ouid', header: text.unit, cell: (item) => item.ouid },
];

/** The signed-in user's audit records, with loading and empty states. */
export function ActivitiesTable({
  username,
  ouid,
}: {
  username: string;
  ouid: string | undefined;
}) {
  const { data, isLoading, error, retry } = useUserActivities(username, ouid);
  const [preferences, setPreferences] = useTablePreferences({
    id: 'my-activities',
    columnIds: COLUMNS.map((column) => column.id ?? ''),
    pageSize: 10,
  });
  const { items, paginationProps } = useCollection(data?.items ?? [], {
    pagination: { pageSize: preferences.pageSize },
  });
  return (
    <Table
      variant="embedded"
      loading={isLoading}
      loadingText={text.activitiesLoading}
      items={items}
      trackBy="id"
      empty={
        error ? (
          <Box textAlign="left">
            <LoadFailureAlert header={text.activitiesLoadFailed} error={error} onRetry={retry} />
          </Box>
        ) : (
          <Box textAlign="center">{text.noActivities}</Box>
        )
      }
      columnDefinitions={COLUMNS}
      columnDisplay={preferences.contentDisplay}
      wrapLines={preferences.wrapLines}
      pagination={<Pagination {...paginationProps} />}
      preferences={
        <TablePreferences
          preferences={preferences}
          onConfirm={setPreferences}
          columns={preferenceColumns(COLUMNS)}
        />
      }
    />
  );
}
