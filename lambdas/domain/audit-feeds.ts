/**
 * Who sees which audit record, decided here and nowhere else. A unit's admins (and system admins)
 * see all of the unit's records. Its members see:
 * - the unit's public changes: units created, renamed, requested for deletion, deleted, restored
 *   or purged (records filed under the unit, so its sub-units' too), documents, configs
 *   activated, the tenant onboarded;
 * - the records about themselves (`subject`): their own org and application role changes, and the
 *   decision on a deletion they requested.
 * Role grants and membership changes of other people, teams and profiles are for admins only.
 * The record about a person is also copied to that person's inbox, which they read wherever they
 * work (and only they). The copies are written in the record's own transaction (change.ts).
 */
import { keys } from './data-keys';
import type { ApiEntity, AuditAction, AuditCopyRecord, AuditEvent, AuditRecord } from './records';

const PUBLIC_ENTITIES: ReadonlySet<ApiEntity> = new Set<ApiEntity>([
  'orgunit',
  'document',
  'config',
  'tenant',
]);

/** Records whose target id is a person: the person is their subject. */
const PERSONAL_ENTITIES: ReadonlySet<ApiEntity> = new Set<ApiEntity>(['orguser', 'appuser']);

export function isPublicRecord(record: Pick<AuditRecord, 'targetEntity'>): boolean {
  return PUBLIC_ENTITIES.has(record.targetEntity);
}

/** The person a record is about: given by the change, or the target of a membership change. */
export function subjectOf(facts: {
  entity: ApiEntity;
  id: string;
  subject?: string;
}): string | undefined {
  return facts.subject ?? (PERSONAL_ENTITIES.has(facts.entity) ? facts.id : undefined);
}

const EVENT_OF_ACTION: Readonly<Record<AuditAction, AuditEvent>> = {
  create: 'created',
  update: 'updated',
  delete: 'deleted',
};

/** What happened: the record's event, or for an older record its action. */
export function eventOf(record: Pick<AuditRecord, 'event' | 'action'>): AuditEvent {
  return record.event ?? EVENT_OF_ACTION[record.action];
}

/** The pseudo-unit of a user's inbox seen marker (`~` is never part of a unit id). */
export const INBOX_MARKER_UNIT = '~inbox';

/** The copies of a record its narrower feeds hold (none for an admin-only record). */
export function auditCopies(record: AuditRecord): AuditCopyRecord[] {
  const {
    GSI1PK: _actor,
    GSI1SK: _actorSort,
    GSI2PK: _entityKey,
    GSI2SK: _entitySort,
    ...fields
  } = record;
  const copies: AuditCopyRecord[] = [];
  if (isPublicRecord(record)) {
    copies.push({ ...fields, PK: keys.publicAudit(record.ouid), entity: 'auditcopy' });
  }
  if (record.subject !== undefined) {
    copies.push({
      ...fields,
      PK: keys.inbox(record.subject),
      GSI1PK: keys.inboxOfUnit(record.subject, record.ouid),
      GSI1SK: record.SK,
      entity: 'auditcopy',
    });
  }
  return copies;
}
