/** Which requests an Idempotency-Key names, and which count as the same request. */
import { findRoute } from '../../../lambdas/domain/routes';
import { BadRequestError } from '../../../lambdas/shared/errors';
import { idempotentRequestOf, recordKeyOf } from '../../../lambdas/shared/idempotency/request-key';
import { createLogger } from '../../../lambdas/shared/logger';
import type { OperationInput } from '../../../lambdas/shared/operation';
import { apiEvent } from '../support/events';

interface RequestParts {
  method?: 'GET' | 'POST' | 'PUT';
  path?: string;
  key?: string;
  body?: string | null;
  headers?: Record<string, string>;
  pathParameters?: Record<string, string>;
  query?: Record<string, string>;
  username?: string;
}

function inputOf(parts: RequestParts = {}): OperationInput {
  const method = parts.method ?? 'POST';
  const path = parts.path ?? '/orgunit';
  const route = findRoute(method, path);
  if (!route) throw new Error(`No route ${method} ${path}`);
  const headers = {
    'x-ouid': 'ou-sales',
    ...(parts.key === undefined ? {} : { 'Idempotency-Key': parts.key }),
    ...parts.headers,
  };
  const event = apiEvent({ method, resource: path, headers, username: parts.username });
  event.body = parts.body === undefined ? '{"name":"Unit","description":"d"}' : parts.body;
  return {
    event,
    route,
    pathParameters: parts.pathParameters ?? {},
    query: parts.query ?? {},
    username: parts.username ?? 'alice',
    actingUnitId: 'ou-sales',
    log: createLogger({}),
  };
}

function fingerprint(parts: RequestParts): string | undefined {
  return idempotentRequestOf(inputOf({ key: 'key-1', ...parts }))?.fingerprint;
}

describe('the key', () => {
  it.each(['a', 'A1_b.c:d-e', 'x'.repeat(128), '6f1c2e0a-3b7d-4c1e-9a8f-0d2b4c6e8a10'])(
    'accepts %j',
    (key) => {
      expect(idempotentRequestOf(inputOf({ key }))).toBeDefined();
    },
  );

  it.each(['', ' ', 'x'.repeat(129), 'has space', 'slash/key', 'ümlaut', 'semi;colon'])(
    'refuses %j with a 400 naming the header',
    (key) => {
      expect(() => idempotentRequestOf(inputOf({ key }))).toThrow(BadRequestError);
      expect(() => idempotentRequestOf(inputOf({ key }))).toThrow(/Idempotency-Key/);
    },
  );

  it('is read whatever the letter case of the header name', () => {
    const input = inputOf({ headers: { 'idempotency-key': 'lower-case' } });
    expect(idempotentRequestOf(input)?.key).toEqual(recordKeyOf('alice', 'lower-case'));
  });

  it('is not looked at on a read, nor is a write without one', () => {
    expect(idempotentRequestOf(inputOf({ method: 'GET', key: 'bad key' }))).toBeUndefined();
    expect(idempotentRequestOf(inputOf())).toBeUndefined();
  });

  it("is scoped to the caller: two users' identical keys name two outcomes", () => {
    expect(recordKeyOf('alice', 'k')).not.toEqual(recordKeyOf('bob', 'k'));
    expect(recordKeyOf('Alice', 'k')).toEqual(recordKeyOf('alice', 'k'));
    expect(recordKeyOf('alice', 'k').PK).toMatch(/^IDEMPOTENCY#[0-9a-f]{64}$/);
  });
});

describe('the fingerprint', () => {
  it('is the same for the same request, whatever the order of the JSON fields', () => {
    expect(fingerprint({ body: '{"description":"d","name":"Unit"}' })).toBe(fingerprint({}));
    expect(fingerprint({ body: '{ "name" : "Unit",\n "description":"d"}' })).toBe(fingerprint({}));
  });

  it.each<[string, RequestParts]>([
    ['another body', { body: '{"name":"Other","description":"d"}' }],
    ['a body that is not JSON', { body: 'name=Unit' }],
    ['no body', { body: null }],
    ['another acting unit', { headers: { 'x-ouid': 'ou-support' } }],
    ['another chain', { headers: { 'x-ouidchain': 'ou-root/ou-sales' } }],
    ['another application', { headers: { 'x-appid': 'crm' } }],
    ['another If-Match', { headers: { 'if-match': '4' } }],
    ['another query', { query: { publish: 'true' } }],
    ['another route', { method: 'PUT', path: '/orgunit/{id}', pathParameters: { id: 'ou-sales' } }],
  ])('differs for %s', (_label, parts) => {
    expect(fingerprint(parts)).not.toBe(fingerprint({}));
  });

  it('differs for another path parameter', () => {
    const route = { method: 'PUT' as const, path: '/orgunit/{id}' };
    expect(fingerprint({ ...route, pathParameters: { id: 'ou-a' } })).not.toBe(
      fingerprint({ ...route, pathParameters: { id: 'ou-b' } }),
    );
  });
});
