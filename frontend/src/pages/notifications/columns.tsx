import type { TableProps } from '@cloudscape-design/components/table';

import type { Activity } from '../../api/notifications';
import { formatDate } from '../../common/format-date';
import { notificationsStrings } from '../../strings/notifications';
import { actionLabel, entityLabel } from './labels';

const text = notificationsStrings.page;

/** When, who (the actor), what (action, entity, summary); newest first as the server sends them. */
export const NOTIFICATION_COLUMNS: TableProps.ColumnDefinition<Activity>[] = [
  {
    id: 'at',
    header: text.when,
    cell: (item) => <time dateTime={item.at}>{formatDate(item.at)}</time>,
    isRowHeader: true,
  },
  { id: 'actor', header: text.who, cell: (item) => item.actor },
  { id: 'action', header: text.action, cell: (item) => actionLabel(item.action) },
  { id: 'entity', header: text.entity, cell: (item) => entityLabel(item.entity) },
  { id: 'summary', header: text.summary, cell: (item) => item.summary },
];
