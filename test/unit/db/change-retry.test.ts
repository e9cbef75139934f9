/**
 * commitChange against DynamoDB Local. Transaction conflicts between concurrent transactions do
 * not occur on DynamoDB Local, so that cancellation alone is injected by a middleware in front of
 * the real client; everything else is real.
 */
import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { GetCommand } from '@aws-sdk/lib-dynamodb';

import { commitChange } from '../../../lambdas/shared/change';
import { documentClient } from '../../../lambdas/shared/dynamo-client';
import { ConflictError } from '../../../lambdas/shared/errors';
import { createLogger } from '../../../lambdas/shared/logger';
import { type DynamoDbLocal, startDynamoDbLocal } from '../../support/dynamodb-local';

let dynamo: DynamoDbLocal;
let injectedConflicts = 0;
let transactCalls = 0;

const MIDDLEWARE = 'inject-transaction-conflicts';

beforeAll(async () => {
  dynamo = await startDynamoDbLocal();
  dynamo.applyHandlerEnv();
  documentClient.middlewareStack.add(
    (next, context) => async (args) => {
      if (context.commandName !== 'TransactWriteItemsCommand') return next(args);
      transactCalls += 1;
      if (injectedConflicts > 0) {
        injectedConflicts -= 1;
        throw new TransactionCanceledException({
          message: 'Transaction cancelled',
          $metadata: {},
          CancellationReasons: [{ Code: 'TransactionConflict' }, { Code: 'None' }],
        });
      }
      return next(args);
    },
    { step: 'initialize', name: MIDDLEWARE },
  );
}, 60_000);

afterAll(async () => {
  documentClient.middlewareStack.remove(MIDDLEWARE);
  await dynamo?.stop();
});

beforeEach(() => {
  transactCalls = 0;
});

const log = createLogger({ test: 'change-retry' });
const facts = (id: string) => ({
  entity: 'orgunit' as const,
  action: 'create' as const,
  id,
  ouid: 'ou-root',
  actor: 'tester',
  summary: `created ${id}`,
});
const put = (id: string) => ({
  Put: {
    TableName: dynamo.tableName,
    Item: { PK: `TEST#${id}`, SK: 'ITEM' },
    ConditionExpression: 'attribute_not_exists(PK)',
  },
});

async function stored(id: string): Promise<unknown> {
  const { Item } = await dynamo.documentClient.send(
    new GetCommand({ TableName: dynamo.tableName, Key: { PK: `TEST#${id}`, SK: 'ITEM' } }),
  );
  return Item;
}

it('retries a transaction cancelled only by a concurrent transaction, then commits once', async () => {
  injectedConflicts = 2;
  await commitChange([put('retried')], facts('retried'), { publish: false, log });
  expect(transactCalls).toBe(3);
  expect(await stored('retried')).toEqual({ PK: 'TEST#retried', SK: 'ITEM' });
});

it('gives up with a 409 after the bounded retries', async () => {
  injectedConflicts = 10;
  const attempt = commitChange([put('gave-up')], facts('gave-up'), { publish: false, log });
  await expect(attempt).rejects.toBeInstanceOf(ConflictError);
  expect(transactCalls).toBe(4);
  injectedConflicts = 0;
  expect(await stored('gave-up')).toBeUndefined();
});

it('does not retry a failed condition and reports the write whose condition failed', async () => {
  await commitChange([put('taken')], facts('taken'), { publish: false, log });
  transactCalls = 0;
  const attempt = commitChange([{ item: put('taken'), conflict: 'Name taken' }], facts('taken'), {
    publish: false,
    log,
  });
  await expect(attempt).rejects.toThrow('Name taken');
  expect(transactCalls).toBe(1);
});
