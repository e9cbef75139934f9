import type { ApiEntity, AuditAction, AuditEvent } from '@domain/records';

import { commonStrings } from './common';

const { titles, fields } = commonStrings;

/** The bell's count: at most two digits, then "99+". */
const MAX_SHOWN_COUNT = 99;

const ENTITY = 'Entity';

/** Readable names of the entities records are about; an entity without one shows its own name. */
const ENTITY_LABELS = {
  orgunit: fields.organisationUnit,
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

/** What happened, as people say it (a deletion request is "Deletion requested", not "Deleted"). */
const EVENT_LABELS = {
  created: ACTION_LABELS.create,
  updated: ACTION_LABELS.update,
  deleted: ACTION_LABELS.delete,
  requested: 'Deletion requested',
  approved: 'Deletion approved',
  rejected: 'Deletion rejected',
  restored: 'Restored',
  renamed: 'Renamed',
  roleChanged: 'Role changed',
  saved: 'Config saved',
  activated: 'Config activated',
  rolledBack: 'Config rolled back',
  locked: 'Config key locked',
  unlocked: 'Config key unlocked',
} as const satisfies Record<AuditEvent, string>;

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
    description: 'What changed, newest first. Opening this page marks it seen.',
    /** The active unit's list (admins: all its changes; members: its public ones and their own). */
    unitHeading: (unitName: string) => `In ${unitName}`,
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
    events: EVENT_LABELS,
  },
  /** The caller's own items (their requests' decisions, their roles) from any unit. */
  forYou: {
    heading: 'For you',
    description: 'About you, from every unit you work in: your roles and your requests’ decisions.',
    loading: 'Loading your notifications',
    loadFailed: 'Get Your Notifications Failed',
  },
} as const;
