/** Audit records as the console shows them: a unit's (notifications) and a user's (activities). */
import { eventOf } from '../../domain/audit-feeds';
import { keys } from '../../domain/data-keys';
import type { AuditCopyRecord, AuditRecord } from '../../domain/records';
import { type Page, queryPage } from './query-page';

export function toActivity(record: AuditRecord | AuditCopyRecord) {
  return {
    id: record.id,
    ouid: record.ouid,
    actor: record.actor,
    action: record.action,
    event: eventOf(record),
    entity: record.targetEntity,
    targetId: record.targetId,
    ...(record.subject !== undefined ? { subject: record.subject } : {}),
    at: record.at,
    summary: record.summary,
  };
}

export type Activity = ReturnType<typeof toActivity>;

async function activities(request: Parameters<typeof queryPage>[0]): Promise<Page<Activity>> {
  const page = await queryPage<AuditRecord>({ ...request, newestFirst: true });
  return { ...page, items: page.items.map(toActivity) };
}

export function unitActivities(ouid: string, limit: number, nextToken?: string) {
  return activities({ partition: keys.auditOfUnit(ouid), limit, nextToken });
}

export function actorActivities(username: string, limit: number, nextToken?: string) {
  return activities({ partition: keys.auditOfActor(username), byIndex: true, limit, nextToken });
}
