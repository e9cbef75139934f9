import Button from '@cloudscape-design/components/button';
import Header from '@cloudscape-design/components/header';
import Table from '@cloudscape-design/components/table';

import type { ServerPages } from '../../api/use-server-pages';
import type { DeletedUnitView } from '../../api/workqueue';
import { formatDate } from '../../common/format-date';
import { serverListTableProps, wholeListCounter } from '../../common/table/server-list-table-props';
import { workqueueStrings } from '../../strings/workqueue';

const text = workqueueStrings.deleted;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Whole days until the purge (at least 0). */
export function daysLeft(purgeAfter: string, now = Date.now()): number {
  return Math.max(0, Math.ceil((Date.parse(purgeAfter) - now) / DAY_MS));
}

/** Soft-deleted units below the unit, with the days left to restore each. */
export function DeletedUnitsTable(props: {
  list: ServerPages<DeletedUnitView>;
  onRestore: (unit: DeletedUnitView) => void;
}) {
  const { list } = props;
  return (
    <Table
      variant="container"
      {...serverListTableProps(list, text)}
      trackBy="identifier"
      ariaLabels={{ tableLabel: text.tableLabel }}
      header={<Header counter={wholeListCounter(list)}>{text.heading}</Header>}
      wrapLines
      columnDefinitions={[
        {
          id: 'unit',
          header: workqueueStrings.name,
          cell: (unit) => unit.name,
          isRowHeader: true,
        },
        { id: 'path', header: workqueueStrings.requests.path, cell: (unit) => unit.ouidChain },
        { id: 'deletedBy', header: text.deletedBy, cell: (unit) => unit.deletedBy },
        { id: 'deletedAt', header: text.deletedAt, cell: (unit) => formatDate(unit.deletedAt) },
        {
          id: 'daysLeft',
          header: text.daysLeft,
          cell: (unit) => text.days(daysLeft(unit.purgeAfter)),
        },
        {
          id: 'restore',
          header: text.restore,
          cell: (unit) => (
            <Button ariaLabel={text.restoreLabel(unit.name)} onClick={() => props.onRestore(unit)}>
              {text.restore}
            </Button>
          ),
        },
      ]}
    />
  );
}
