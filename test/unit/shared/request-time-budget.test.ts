/**
 * Each API request is served within its time budget. The stalled service is a real HTTP server
 * that takes requests and never answers, standing in for a frozen DynamoDB.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

import type { Context } from 'aws-lambda';

import { API_MESSAGES } from '../../../lambdas/shared/messages';
import { RETRY_AFTER_SECONDS } from '../../../lambdas/shared/out-of-time';
import {
  ANSWER_MARGIN_MS,
  LATE_ANSWER_GRACE_MS,
  withinRequestBudget,
} from '../../../lambdas/shared/request-time-budget';
import { currentTimeBudget } from '../../../lambdas/shared/time-budget';
import { apiEvent } from '../support/events';
import { partialHandler } from '../support/partial-handler';

/** A Lambda context whose clock says `remainingMs` were left when the invocation began. */
function contextWith(remainingMs: number): Context {
  const deadline = Date.now() + remainingMs;
  return {
    awsRequestId: 'lambda-request-id',
    getRemainingTimeInMillis: () => Math.max(0, deadline - Date.now()),
  } as Context;
}

const listEvent = () =>
  apiEvent({
    method: 'GET',
    resource: '/orgunit',
    headers: { 'x-ouid': 'ou-1' },
    username: 'alice',
  });

let stalled: Server;
let logs: jest.SpyInstance[] = [];

beforeAll(async () => {
  stalled = createServer((request) => request.resume());
  await new Promise<void>((resolve) => stalled.listen(0, '127.0.0.1', resolve));
  process.env.AWS_ENDPOINT_URL_DYNAMODB = `http://127.0.0.1:${(stalled.address() as AddressInfo).port}`;
  process.env.AWS_REGION = 'ap-south-1';
  process.env.AWS_ACCESS_KEY_ID = 'test';
  process.env.AWS_SECRET_ACCESS_KEY = 'test';
  process.env.TABLE_NAME = 'stalled';
  process.env.ALLOWED_ORIGIN = 'http://127.0.0.1:5173';
});

afterAll(async () => {
  stalled.closeAllConnections();
  await new Promise((resolve) => stalled.close(resolve));
});

beforeEach(() => {
  logs = [
    jest.spyOn(console, 'log').mockImplementation(() => undefined),
    jest.spyOn(console, 'error').mockImplementation(() => undefined),
  ];
});

afterEach(() => logs.forEach((log) => log.mockRestore()));

function expectServiceUnavailable(response: {
  statusCode: number;
  headers?: Record<string, unknown>;
  body: string;
}): void {
  expect(response.statusCode).toBe(503);
  expect(response.headers?.['Retry-After']).toBe(String(RETRY_AFTER_SECONDS));
  expect(JSON.parse(response.body)).toEqual({
    error: API_MESSAGES.serviceUnavailable,
    requestId: 'api-request-id',
  });
}

describe('a request served within its time budget', () => {
  it('answers 503 with Retry-After when the database stalls, before the function times out', async () => {
    const handler = partialHandler('orgunit', {
      'GET /orgunit': { run: async () => ({ statusCode: 200, body: { items: [] } }) },
    });
    const started = Date.now();
    const response = await handler(listEvent(), contextWith(2_500));
    const elapsed = Date.now() - started;
    expectServiceUnavailable(response);
    expect(elapsed).toBeGreaterThanOrEqual(2_500 - ANSWER_MARGIN_MS - 50);
    expect(elapsed).toBeLessThan(2_500 - ANSWER_MARGIN_MS / 2);
  });

  it('answers 503 in place of a handler still busy at the deadline', async () => {
    const hanging = withinRequestBudget(() => new Promise(() => undefined));
    const started = Date.now();
    const response = await hanging(listEvent(), contextWith(1_500));
    const elapsed = Date.now() - started;
    expectServiceUnavailable(response);
    expect(elapsed).toBeGreaterThanOrEqual(1_500 - ANSWER_MARGIN_MS + LATE_ANSWER_GRACE_MS - 20);
    expect(elapsed).toBeLessThan(1_500);
  });

  it("passes the handler's own answer through, and the budget to its calls", async () => {
    let deadline: number | undefined;
    const quick = withinRequestBudget(async () => {
      deadline = currentTimeBudget()?.deadline;
      return { statusCode: 200, body: '{}' };
    });
    const before = Date.now();
    const response = await quick(listEvent(), contextWith(10_000));
    expect(response.statusCode).toBe(200);
    expect(deadline).toBeGreaterThanOrEqual(before + 10_000 - ANSWER_MARGIN_MS - 5);
    expect(deadline).toBeLessThanOrEqual(Date.now() + 10_000 - ANSWER_MARGIN_MS);
  });
});
