import type { TableProps } from '@cloudscape-design/components/table';

import type { Activity } from '../../api/notifications';
import { formatDate } from '../../common/format-date';
import { notificationsStrings } from '../../strings/notifications';
import { entityLabel, eventLabel } from './labels';

const text = notificationsStrings.page;

const AT: TableProps.ColumnDefinition<Activity> = {
  id: 'at',
  header: text.when,
  cell: (item) => <time dateTime={item.at}>{formatDate(item.at)}</time>,
  isRowHeader: true,
};
const ACTOR: TableProps.ColumnDefinition<Activity> = {
  id: 'actor',
  header: text.who,
  cell: (item) => item.actor,
};
const EVENT: TableProps.ColumnDefinition<Activity> = {
  id: 'action',
  header: text.action,
  cell: (item) => eventLabel(item.event),
};
const SUMMARY: TableProps.ColumnDefinition<Activity> = {
  id: 'summary',
  header: text.summary,
  cell: (item) => item.summary,
};

/** When, who (the actor), what (what happened, entity, summary); newest first as sent. */
export const NOTIFICATION_COLUMNS: TableProps.ColumnDefinition<Activity>[] = [
  AT,
  ACTOR,
  EVENT,
  { id: 'entity', header: text.entity, cell: (item) => entityLabel(item.entity) },
  SUMMARY,
];

/** The caller's own items: the summary names the unit (audit summaries name units by name). */
export const FOR_YOU_COLUMNS: TableProps.ColumnDefinition<Activity>[] = [AT, ACTOR, EVENT, SUMMARY];
