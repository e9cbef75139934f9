/**
 * The bounds on AWS calls, against a real HTTP server that takes requests and never answers, as a
 * stalled service does, and one that answers at once. The client is a real DynamoDB client.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

import { DynamoDBClient, GetItemCommand } from '@aws-sdk/client-dynamodb';

import {
  DEFAULT_CALL_BUDGET_MS,
  MAX_ATTEMPTS,
  timeBoundClient,
} from '../../../lambdas/shared/aws-call-bounds';
import { ServiceUnavailableError } from '../../../lambdas/shared/errors';
import { OutOfTimeError, RETRY_AFTER_SECONDS } from '../../../lambdas/shared/out-of-time';
import { runWithinTimeBudget } from '../../../lambdas/shared/time-budget';

interface Arrival {
  at: number;
  attemptHeader: string;
  closedAt?: number;
}

let server: Server;
let arrivals: Arrival[] = [];
let answerAtOnce = false;

function serve(request: IncomingMessage, response: ServerResponse): void {
  const arrival: Arrival = {
    at: Date.now(),
    attemptHeader: String(request.headers['amz-sdk-request'] ?? ''),
  };
  arrivals.push(arrival);
  request.resume();
  response.on('close', () => (arrival.closedAt = Date.now()));
  if (!answerAtOnce) return;
  response.writeHead(200, { 'content-type': 'application/x-amz-json-1.0' });
  response.end('{}');
}

function client(): DynamoDBClient {
  const { port } = server.address() as AddressInfo;
  return timeBoundClient(
    (bounds) =>
      new DynamoDBClient({
        endpoint: `http://127.0.0.1:${port}`,
        region: 'ap-south-1',
        credentials: { accessKeyId: 'test', secretAccessKey: 'test' },
        ...bounds,
      }),
  );
}

const getItem = () =>
  new GetItemCommand({ TableName: 'bounded', Key: { PK: { S: 'a' }, SK: { S: 'b' } } });

async function failureOf(work: Promise<unknown>): Promise<unknown> {
  return work.then(
    () => {
      throw new Error('expected the call to fail');
    },
    (error: unknown) => error,
  );
}

beforeAll(async () => {
  server = createServer(serve);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  arrivals = [];
  answerAtOnce = false;
});

describe('AWS calls within a time budget', () => {
  it('retry a stalled service within the budget, then fail with 503 at its end', async () => {
    const dynamodb = client();
    const started = Date.now();
    const error = await failureOf(runWithinTimeBudget(1_500, () => dynamodb.send(getItem())));
    const elapsed = Date.now() - started;

    expect(error).toBeInstanceOf(OutOfTimeError);
    expect(error).toBeInstanceOf(ServiceUnavailableError);
    expect((error as OutOfTimeError).retryAfterSeconds).toBe(RETRY_AFTER_SECONDS);
    expect(elapsed).toBeGreaterThanOrEqual(1_400);
    expect(elapsed).toBeLessThan(2_000);
    // Each attempt had its share of the time left, so all of them fit.
    expect(arrivals.map((arrival) => arrival.attemptHeader)).toEqual(
      Array.from(
        { length: MAX_ATTEMPTS },
        (_, index) => `attempt=${index + 1}; max=${MAX_ATTEMPTS}`,
      ),
    );
    // Every attempt's connection was given up, none left waiting on the service.
    await new Promise((resolve) => setTimeout(resolve, 100));
    for (const arrival of arrivals) expect(arrival.closedAt).toBeDefined();
    const firstAttemptMs = (arrivals[0]?.closedAt ?? 0) - (arrivals[0]?.at ?? 0);
    expect(firstAttemptMs).toBeLessThan(800);
    dynamodb.destroy();
  });

  it('send nothing once the budget is spent', async () => {
    const dynamodb = client();
    const error = await failureOf(runWithinTimeBudget(0, () => dynamodb.send(getItem())));
    expect(error).toBeInstanceOf(OutOfTimeError);
    expect(arrivals).toHaveLength(0);
    dynamodb.destroy();
  });

  it('take an answer that comes in time', async () => {
    answerAtOnce = true;
    const dynamodb = client();
    const output = await runWithinTimeBudget(1_000, () => dynamodb.send(getItem()));
    expect(output.Item).toBeUndefined();
    expect(arrivals).toHaveLength(1);
    dynamodb.destroy();
  });
});

describe('AWS calls outside any budget', () => {
  it(`are bounded by a budget of their own (${DEFAULT_CALL_BUDGET_MS} ms)`, async () => {
    const dynamodb = client();
    const started = Date.now();
    const error = await failureOf(dynamodb.send(getItem()));
    const elapsed = Date.now() - started;
    expect(error).toBeInstanceOf(OutOfTimeError);
    expect(elapsed).toBeGreaterThanOrEqual(DEFAULT_CALL_BUDGET_MS - 100);
    expect(elapsed).toBeLessThan(DEFAULT_CALL_BUDGET_MS + 1_000);
    expect(arrivals).toHaveLength(MAX_ATTEMPTS);
    dynamodb.destroy();
  }, 10_000);
});
