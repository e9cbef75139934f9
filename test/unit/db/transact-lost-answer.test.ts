/**
 * A transaction whose answer is lost (the service committed it, the caller timed out) is retried
 * by the SDK within the request's budget, and the retry neither writes twice nor fails on its own
 * first write: the SDK sends the same ClientRequestToken again, and DynamoDB treats the second
 * TransactWriteItems as the first. Real DynamoDB Local behind a proxy that drops one answer.
 */
import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

import { QueryCommand } from '@aws-sdk/lib-dynamodb';

import { commitChange } from '../../../lambdas/shared/change';
import { createLogger } from '../../../lambdas/shared/logger';
import { runWithinTimeBudget } from '../../../lambdas/shared/time-budget';
import { type DynamoDbLocal, startDynamoDbLocal } from '../../support/dynamodb-local';

const TRANSACT_TARGET = 'DynamoDB_20120810.TransactWriteItems';

let dynamo: DynamoDbLocal;
let proxy: Server;
/** ClientRequestToken of every TransactWriteItems the proxy passed on. */
const transactTokens: string[] = [];
let answersToDrop = 0;

/** Passes every request on to DynamoDB Local; drops the answer of the next `answersToDrop` transactions. */
function startProxy(target: URL): Promise<Server> {
  const server = createServer((incoming, outgoing) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => {
      const body = Buffer.concat(chunks);
      const isTransaction = incoming.headers['x-amz-target'] === TRANSACT_TARGET;
      if (isTransaction) {
        transactTokens.push(
          (JSON.parse(body.toString()) as { ClientRequestToken: string }).ClientRequestToken,
        );
      }
      const dropAnswer = isTransaction && answersToDrop > 0;
      if (dropAnswer) answersToDrop -= 1;
      const forwarded = httpRequest(
        {
          host: target.hostname,
          port: target.port,
          method: incoming.method,
          path: incoming.url,
          headers: incoming.headers,
        },
        (answer) => {
          if (dropAnswer) {
            answer.resume();
            return;
          }
          outgoing.writeHead(answer.statusCode ?? 500, answer.headers);
          answer.pipe(outgoing);
        },
      );
      forwarded.end(body);
    });
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

beforeAll(async () => {
  dynamo = await startDynamoDbLocal();
  dynamo.applyHandlerEnv();
  proxy = await startProxy(new URL(dynamo.endpoint));
  process.env.AWS_ENDPOINT_URL_DYNAMODB = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
}, 60_000);

afterAll(async () => {
  proxy?.closeAllConnections();
  await new Promise((resolve) => proxy?.close(resolve));
  await dynamo?.stop();
});

const log = createLogger({ test: 'transact-lost-answer' });

it('commits once and succeeds when the first answer of a transaction is lost', async () => {
  answersToDrop = 1;
  const item = { PK: 'TEST#lost-answer', SK: 'ITEM' };
  await runWithinTimeBudget(6_000, () =>
    commitChange(
      [
        {
          Put: {
            TableName: dynamo.tableName,
            Item: item,
            ConditionExpression: 'attribute_not_exists(PK)',
          },
        },
      ],
      {
        entity: 'orgunit',
        action: 'create',
        id: 'lost-answer',
        ouid: 'ou-root',
        actor: 'tester',
        summary: 'created',
      },
      { publish: false, log },
    ),
  );

  // The SDK sent the transaction again (more than once on a busy machine), always with the same
  // token; DynamoDB applied it once.
  expect(transactTokens.length).toBeGreaterThanOrEqual(2);
  expect(new Set(transactTokens).size).toBe(1);
  const { Items } = await dynamo.documentClient.send(
    new QueryCommand({
      TableName: dynamo.tableName,
      KeyConditionExpression: 'PK = :pk',
      ExpressionAttributeValues: { ':pk': item.PK },
    }),
  );
  expect(Items).toEqual([item]);
  const audit = await dynamo.documentClient.send(
    new QueryCommand({
      TableName: dynamo.tableName,
      KeyConditionExpression: 'PK = :pk',
      ExpressionAttributeValues: { ':pk': 'AUDIT#ou-root' },
    }),
  );
  expect(audit.Items?.map((record) => record.targetId)).toEqual(['lost-answer']);
}, 30_000);
