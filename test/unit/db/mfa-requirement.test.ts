/**
 * Which units require MFA, against DynamoDB Local (mfa-requirement-read.ts): the platform defaults
 * and the chain's own core configs, a deleted unit (or one under it) counting for nothing; and the
 * writes that change it counting a change on the MFA marker (mfa-requirement-marker.ts).
 */
import { DeleteCommand, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';

import { keys } from '../../../lambdas/domain/data-keys';
import type { OrgunitRecord } from '../../../lambdas/domain/records';
import { approveWrites, restoreWrites } from '../../../lambdas/orgunit/deletion-writes';
import type { GuardedWrite, TransactItem } from '../../../lambdas/shared/change';
import { unitsRequiringMfa } from '../../../lambdas/shared/repositories/mfa-requirement-read';
import { unflagUnits } from '../../../lambdas/shared/repositories/subtree-units';
import { type DynamoDbLocal, startDynamoDbLocal } from '../../support/dynamodb-local';
import { UNITS, writeTenancy } from '../support/tenancy-fixture';

let dynamo: DynamoDbLocal;

beforeAll(async () => {
  dynamo = await startDynamoDbLocal();
  dynamo.applyHandlerEnv();
  await writeTenancy(dynamo.documentClient, dynamo.tableName);
}, 60_000);

afterAll(async () => {
  await dynamo?.stop();
});

const unitOf = (id: string): OrgunitRecord => {
  const found = UNITS.find((unit) => unit.identifier === id);
  if (!found) throw new Error(`No unit ${id}`);
  return found;
};
const ref = (id: string) => ({ id, ouidChain: unitOf(id).ouidChain });
const ALL = ['ou-root', 'ou-sales', 'ou-sales-east', 'ou-support'].map(ref);

async function setOwnCore(ouid: string, config: object | undefined): Promise<void> {
  const key = keys.activeConfig(ouid, 'core');
  if (!config) {
    await dynamo.documentClient.send(new DeleteCommand({ TableName: dynamo.tableName, Key: key }));
    return;
  }
  const Item = { ...key, entity: 'config', ouid, identifier: 'core', config, version: 1 };
  await dynamo.documentClient.send(new PutCommand({ TableName: dynamo.tableName, Item }));
}

async function setDeletedTop(id: string, top: string | undefined): Promise<void> {
  await dynamo.documentClient.send(
    new UpdateCommand({
      TableName: dynamo.tableName,
      Key: keys.orgunit(id),
      UpdateExpression: top ? 'SET deletedTop = :top' : 'REMOVE deletedTop',
      ...(top ? { ExpressionAttributeValues: { ':top': top } } : {}),
    }),
  );
}

async function markerChanges(): Promise<number> {
  const { Item } = await dynamo.documentClient.send(
    new GetCommand({ TableName: dynamo.tableName, Key: keys.mfaRequirementMarker }),
  );
  return typeof Item?.changes === 'number' ? Item.changes : 0;
}

const requiring = async () => [...(await unitsRequiringMfa(ALL))].sort();

describe('unitsRequiringMfa', () => {
  afterEach(async () => {
    await setOwnCore('ou-root', undefined);
    await setOwnCore('ou-sales', undefined);
    await setOwnCore('ou-sales-east', undefined);
    await setOwnCore('ou-system', undefined);
    await setDeletedTop('ou-sales', undefined);
  });

  it('binds the unit that sets it and every unit below; a unit below cannot lift it', async () => {
    await setOwnCore('ou-sales', { requireMfa: true });
    await setOwnCore('ou-sales-east', { requireMfa: false });
    expect(await requiring()).toEqual(['ou-sales', 'ou-sales-east']);
  });

  it('binds every unit when the platform defaults set it', async () => {
    await setOwnCore('ou-system', { requireMfa: true });
    expect(await requiring()).toEqual(['ou-root', 'ou-sales', 'ou-sales-east', 'ou-support']);
  });

  it('counts a deleted unit, and every unit under it, for nothing', async () => {
    await setOwnCore('ou-root', { requireMfa: true });
    await setOwnCore('ou-sales-east', { requireMfa: true });
    // Only the top is flagged, as from the approving commit on.
    await setDeletedTop('ou-sales', 'ou-sales');
    expect(await requiring()).toEqual(['ou-root', 'ou-support']);
  });
});

describe('the writes that change which units require MFA', () => {
  const isMarkerChange = (write: TransactItem | GuardedWrite) =>
    'Update' in write && write.Update?.Key?.PK === keys.mfaRequirementMarker.PK;

  it("count a change on the marker in a deletion's approval and in a restore", () => {
    const unit = { ...unitOf('ou-sales'), markedForDeletion: true };
    const facts = { requestedBy: 'a', deletedBy: 'b', deletedAt: '2026-03-01T00:00:00.000Z' };
    expect(approveWrites(unit, facts).filter(isMarkerChange)).toHaveLength(1);
    const deleted = { ...unitOf('ou-sales'), deletedTop: 'ou-sales' };
    expect(restoreWrites(deleted, '2026-03-02T00:00:00.000Z').filter(isMarkerChange)).toHaveLength(
      1,
    );
  });

  it('count one with each batch that unflags the descendants of a restored unit', async () => {
    await setDeletedTop('ou-sales-east', 'ou-sales');
    const before = await markerChanges();
    await unflagUnits('ou-sales', [{ identifier: 'ou-sales-east', ouidChain: 'x' }]);
    expect(await markerChanges()).toBe(before + 1);
    const { Item } = await dynamo.documentClient.send(
      new GetCommand({ TableName: dynamo.tableName, Key: keys.orgunit('ou-sales-east') }),
    );
    expect(Item?.deletedTop).toBeUndefined();
  });
});
