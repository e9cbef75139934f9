/**
 * The bootstrap's one-off rewrite for the system admins' workqueue: a deletion request filed
 * before requests carried their GSI2 entry reaches that list once the rewrite ran, and a finished
 * rewrite is not run again.
 */
import { DeleteCommand, GetCommand } from '@aws-sdk/lib-dynamodb';

import { keys } from '../../lambdas/domain/data-keys';
import { deletionRequestRecord } from '../../lambdas/domain/deletion-records';
import {
  DELETION_REQUEST_MIGRATION,
  indexDeletionRequests,
} from '../../lib/bootstrap/deletion-request-index';
import type { BootstrapTarget } from '../../lib/bootstrap/target';
import { writeTableItems } from './support/accounts';
import { callApi } from './support/api';
import { bootstrapTarget, closeBootstrapTarget } from './support/bootstrap-target';
import { adminToken, newUnitUnder } from './support/orgunit-api';
import { sharedPlatform } from './support/shared-platform';
import { SYSTEM_UNIT } from './support/tenants-api';

const { facts } = sharedPlatform();
const SALES = { id: 'ou-sales', chain: 'ou-root/ou-sales' };

let target: BootstrapTarget;

beforeAll(() => {
  target = bootstrapTarget(facts);
});

afterAll(() => {
  closeBootstrapTarget(target);
});

it('lists deletion requests filed before the system admins’ workqueue, once', async () => {
  const admin = await adminToken(facts);
  const unit = await newUnitUnder(facts, admin, SALES);
  const record = deletionRequestRecord(
    { identifier: unit.id, name: unit.name, ouidChain: unit.chain, parentOuId: SALES.id },
    'someone-earlier',
    new Date().toISOString(),
  );
  const { GSI2PK: _pk, GSI2SK: _sk, ...older } = record;
  await writeTableItems(facts, [older]);
  const listed = async () => {
    const answer = await callApi(facts, '/workqueue/deletion-requests?limit=500', {
      token: admin,
      headers: { 'x-ouid': SYSTEM_UNIT },
    });
    expect(answer.status).toBe(200);
    return (answer.body as { items: { identifier: string }[] }).items.map(
      (item) => item.identifier,
    );
  };
  expect(await listed()).not.toContain(unit.id);

  // The seed's bootstrap finished the rewrite already; this table pretends it never ran.
  const marker = keys.migration(DELETION_REQUEST_MIGRATION);
  await target.documents.send(new DeleteCommand({ TableName: target.tableName, Key: marker }));
  expect(await indexDeletionRequests(target)).toBeGreaterThanOrEqual(1);
  expect(await listed()).toContain(unit.id);

  const { Item } = await target.documents.send(
    new GetCommand({ TableName: target.tableName, Key: marker, ConsistentRead: true }),
  );
  expect(Item).toMatchObject({ entity: 'migration' });
  expect(await indexDeletionRequests(target)).toBeUndefined();
});
