/** Who sees which audit record (domain/audit-feeds.ts): the copies a record gets, and its event. */
import { auditCopies, eventOf, subjectOf } from '../../../lambdas/domain/audit-feeds';
import { auditRecord } from '../../../lambdas/domain/record-builders';
import type { ApiEntity } from '../../../lambdas/domain/records';

const AT = '2026-03-04T05:06:07.000Z';

function record(targetEntity: ApiEntity, targetId: string, subject?: string) {
  return auditRecord({
    id: 'r1',
    ouid: 'ou-unit',
    actor: 'someone',
    action: 'create',
    targetEntity,
    targetId,
    at: AT,
    summary: 'A change',
    ...(subject ? { subject } : {}),
  });
}

describe('auditCopies', () => {
  it('copies a public change to the unit’s public feed only', () => {
    const copies = auditCopies(record('orgunit', 'ou-child'));
    expect(copies.map((copy) => copy.PK)).toEqual(['AUDITPUBLIC#ou-unit']);
    expect(copies[0]).not.toHaveProperty('GSI2PK');
    expect(copies[0]).toMatchObject({ entity: 'auditcopy', SK: `${AT}#r1`, summary: 'A change' });
  });

  it('copies a change about a person to their inbox, indexed per unit', () => {
    const copies = auditCopies(record('orguser', 'Bob', 'Bob'));
    expect(copies).toEqual([
      expect.objectContaining({
        PK: 'INBOX#bob',
        GSI1PK: 'INBOXOF#ou-unit#bob',
        GSI1SK: `${AT}#r1`,
        subject: 'Bob',
      }),
    ]);
  });

  it('gives a public change about a person both copies, and an admin-only change none', () => {
    expect(auditCopies(record('orgunit', 'ou-child', 'alice')).map((c) => c.PK)).toEqual([
      'AUDITPUBLIC#ou-unit',
      'INBOX#alice',
    ]);
    expect(auditCopies(record('team', 'team-1'))).toEqual([]);
    expect(auditCopies(record('userprofile', 'carol'))).toEqual([]);
  });
});

describe('subjectOf and eventOf', () => {
  it('makes the target of a membership change its subject; a given subject wins', () => {
    expect(subjectOf({ entity: 'orguser', id: 'bob' })).toBe('bob');
    expect(subjectOf({ entity: 'appuser', id: 'bob' })).toBe('bob');
    expect(subjectOf({ entity: 'orgunit', id: 'ou-x' })).toBeUndefined();
    expect(subjectOf({ entity: 'orgunit', id: 'ou-x', subject: 'alice' })).toBe('alice');
  });

  it('labels an older record by its action', () => {
    expect(eventOf({ action: 'delete' })).toBe('deleted');
    expect(eventOf({ action: 'delete', event: 'requested' })).toBe('requested');
  });
});
