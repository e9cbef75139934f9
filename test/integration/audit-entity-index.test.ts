/**
 * The bootstrap's one-off rewrite for the notifications' entity filter: an audit record written
 * before records carried their GSI2 entry is found by the filter once the rewrite ran, and a
 * finished rewrite is not run again.
 */
import { randomUUID } from 'node:crypto';

import { DeleteCommand, GetCommand } from '@aws-sdk/lib-dynamodb';

import { keys } from '../../lambdas/domain/data-keys';
import { auditRecord } from '../../lambdas/domain/record-builders';
import { AUDIT_ENTITY_MIGRATION, indexAuditEntities } from '../../lib/bootstrap/audit-entity-index';
import type { BootstrapTarget } from '../../lib/bootstrap/target';
import { writeTableItems } from './support/accounts';
import { callApi } from './support/api';
import { bootstrapTarget, closeBootstrapTarget } from './support/bootstrap-target';
import { callerWith, newUnitUnder } from './support/orgunit-api';
import { sharedPlatform } from './support/shared-platform';

const { facts } = sharedPlatform();
const SALES = { id: 'ou-sales', chain: 'ou-root/ou-sales' };

let target: BootstrapTarget;

beforeAll(() => {
  target = bootstrapTarget(facts);
});

afterAll(() => {
  closeBootstrapTarget(target);
});

it('indexes audit records written before the entity filter, once', async () => {
  const salesAdmin = await callerWith(facts, { 'ou-sales': ['admin'] });
  const unit = await newUnitUnder(facts, salesAdmin, SALES);
  const id = randomUUID();
  const {
    GSI2PK: _pk,
    GSI2SK: _sk,
    ...older
  } = auditRecord({
    id,
    ouid: unit.id,
    actor: 'someone-earlier',
    action: 'update',
    targetEntity: 'config',
    targetId: 'core',
    at: '2026-01-01T00:00:00.000Z',
    summary: 'Written before the entity filter',
  });
  await writeTableItems(facts, [older]);
  const filtered = async () => {
    const answer = await callApi(facts, `/orgunit/${unit.id}/activities?entity=config`, {
      token: salesAdmin,
      headers: { 'x-ouid': SALES.id },
    });
    expect(answer.status).toBe(200);
    return (answer.body as { items: { id: string }[] }).items.map((item) => item.id);
  };
  expect(await filtered()).toEqual([]);

  // The seed's bootstrap finished the rewrite already; this table pretends it never ran.
  const marker = keys.migration(AUDIT_ENTITY_MIGRATION);
  await target.documents.send(new DeleteCommand({ TableName: target.tableName, Key: marker }));
  expect(await indexAuditEntities(target)).toBeGreaterThanOrEqual(1);
  expect(await filtered()).toEqual([id]);

  const { Item } = await target.documents.send(
    new GetCommand({ TableName: target.tableName, Key: marker, ConsistentRead: true }),
  );
  expect(Item).toMatchObject({ entity: 'migration' });
  expect(await indexAuditEntities(target)).toBeUndefined();
});
