import type { ApiEntity, AuditAction, AuditEvent } from '@domain/records';

import { notificationsStrings } from '../../strings/notifications';

const text = notificationsStrings.page;
const ENTITY_LABELS: Partial<Record<ApiEntity, string>> = text.entities;

/** An entity's readable name; one added to the API since shows its own name. */
export function entityLabel(entity: ApiEntity): string {
  return ENTITY_LABELS[entity] ?? entity;
}

export function actionLabel(action: AuditAction): string {
  return text.actions[action];
}

/** What happened, in words ("Deletion requested", "Deletion rejected", …). */
export function eventLabel(event: AuditEvent): string {
  return text.events[event];
}
