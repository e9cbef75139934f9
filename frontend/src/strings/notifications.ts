import type { ApiEntity, AuditAction } from '@domain/records';

import { commonStrings } from './common';

const { titles, fields } = commonStrings;

/** The bell's count: at most two digits, then "99+". */
const MAX_SHOWN_COUNT = 99;

const ENTITY = 'Entity';

/** Readable names of the entities records are about; an entity without one shows its own name. */
const ENTITY_LABELS = {
  orgunit: 'Organisation unit',
  userprofile: 'User profile',
  orguser: 'Org user',
  appuser: 'Application user',
  config: 'Configuration',
  document: 'Document',
  tenant: fields.organisation,
} as const satisfies Partial<Record<ApiEntity, string>>;

const ACTION_LABELS = {
  create: fields.created,
  update: 'Updated',
  delete: 'Deleted',
} as const satisfies Record<AuditAction, string>;

/** The notifications bell and screen's texts. */
export const notificationsStrings = {
  bell: {
    label: titles.notifications,
    /** The visible count, e.g. '3' or '99+'. */
    count: (unseen: number, capped: boolean) =>
      capped || unseen > MAX_SHOWN_COUNT ? `${MAX_SHOWN_COUNT}+` : String(unseen),
    /** Holds the visible count (WCAG 2.5.3 label in name): 'Notifications, 3 unseen'. */
    ariaLabel: (count: string) => `${titles.notifications}, ${count} unseen`,
  },
  page: {
    heading: titles.notifications,
    description: 'What changed in the active unit, newest first. Opening this page marks it seen.',
    when: 'Time',
    who: 'Changed by',
    action: 'Change',
    entity: ENTITY,
    summary: 'What changed',
    loading: 'Loading notifications',
    empty: 'No notifications in this unit yet',
    noMatch: 'No notifications about this entity',
    clearFilter: 'Show all entities',
    loadFailed: 'Get Notifications Failed',
    filterLabel: ENTITY,
    allEntities: 'All entities',
    entities: ENTITY_LABELS,
    actions: ACTION_LABELS,
  },
} as const;
