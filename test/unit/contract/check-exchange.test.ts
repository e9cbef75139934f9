/** The contract check finds answers and accepted requests that break docs/openapi.json. */
import type { RecordedExchange } from '../../../local/exchange-recorder';
import { checkExchange, type ViolationKind } from '../../../scripts/contract/check-exchange';
import { loadContract, type OpenApiDocument } from '../../../scripts/contract/openapi-contract';
import { buildOpenApiDocument } from '../../../scripts/openapi-document';

const contract = loadContract(buildOpenApiDocument() as unknown as OpenApiDocument);

const UNIT = {
  identifier: 'ou-64bfc077d93f3d02',
  name: 'Unit 4743db3f',
  description: 'Made by a test',
  emailId: '',
  mobile: '',
  type: 'ORGUNIT',
  createdDate: '2026-11-24T17:35:46.017Z',
  lastModifiedDate: '2026-11-24T17:35:46.017Z',
  ouidChain: 'ou-root/ou-engineering/ou-64bfc077d93f3d02',
  parentOuId: 'ou-engineering',
};
const CREATED = { data: { markedForDeletion: false, version: 1, data: UNIT } };
const REFUSED = { error: 'You don’t have permission to this action.', requestId: 'req-1' };

type ExchangeChanges = Partial<Omit<RecordedExchange, 'request' | 'response'>> & {
  request?: Partial<RecordedExchange['request']>;
  response?: Partial<RecordedExchange['response']>;
};

/** A unit created as the console creates it; `changes` make it whatever a case needs. */
function exchange(changes: ExchangeChanges = {}): RecordedExchange {
  return {
    method: 'POST',
    path: '/orgunit',
    query: '',
    status: 201,
    ...changes,
    request: {
      headers: {
        'content-type': 'application/json',
        'x-ouid': 'ou-engineering',
        'x-ouidchain': 'ou-root/ou-engineering',
      },
      authorization: true,
      body: JSON.stringify({ name: 'Unit 4743db3f', description: 'Made by a test' }),
      bodyTruncated: false,
      ...changes.request,
    },
    response: {
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(CREATED),
      ...changes.response,
    },
  };
}

function refusal(status: number, headers: RecordedExchange['response']['headers'] = {}) {
  return exchange({
    status,
    response: {
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(REFUSED),
    },
  });
}

function kindsOf(recorded: RecordedExchange): ViolationKind[] {
  return checkExchange(contract, recorded).map((violation) => violation.kind);
}

describe('checking a recorded exchange against the contract', () => {
  it('finds nothing wrong with a valid write and its declared answer', () => {
    expect(checkExchange(contract, exchange())).toEqual([]);
  });

  it('finds nothing wrong with declared refusals that carry the error body', () => {
    expect(kindsOf(refusal(403))).toEqual([]);
    expect(kindsOf(refusal(409))).toEqual([]);
    expect(kindsOf(refusal(422))).toEqual([]);
    expect(kindsOf(refusal(503, { 'retry-after': '2' }))).toEqual([]);
  });

  it('reports a status the operation does not declare', () => {
    const violations = checkExchange(contract, refusal(418));
    expect(violations).toEqual([
      expect.objectContaining({ kind: 'undeclared-status', operation: 'postOrgunit', status: 418 }),
    ]);
  });

  it('reports error bodies without the request id, in another shape, or not JSON', () => {
    const without = exchange({ status: 403, response: { body: JSON.stringify({ error: 'No' }) } });
    const message = exchange({ status: 401, response: { body: '{"message":"Unauthorized"}' } });
    const text = exchange({ status: 500, response: { body: 'Internal server error' } });
    expect(kindsOf(without)).toEqual(['response-body']);
    expect(kindsOf(message)).toEqual(['response-body']);
    expect(kindsOf(text)).toEqual(['response-body']);
  });

  it('reports a success body that breaks the schema, and a wrong media type', () => {
    const broken = exchange({ response: { body: JSON.stringify({ data: { version: 'one' } }) } });
    const html = exchange({ response: { headers: { 'content-type': 'text/html' } } });
    expect(kindsOf(broken)).toEqual(['response-body']);
    expect(kindsOf(html)).toEqual(['response-content-type']);
  });

  it('reports 429 and 503 without Retry-After, and a Retry-After that is not seconds', () => {
    expect(kindsOf(refusal(429))).toEqual(['response-header']);
    expect(kindsOf(refusal(503))).toEqual(['response-header']);
    expect(kindsOf(refusal(503, { 'retry-after': 'soon' }))).toEqual(['response-header']);
    expect(kindsOf(refusal(429, { 'retry-after': '1' }))).toEqual([]);
  });

  it('checks Idempotent-Replayed on a replayed write', () => {
    expect(
      kindsOf(
        exchange({
          response: {
            headers: { 'content-type': 'application/json', 'idempotent-replayed': 'true' },
          },
        }),
      ),
    ).toEqual([]);
    expect(
      kindsOf(
        exchange({
          response: {
            headers: { 'content-type': 'application/json', 'idempotent-replayed': 'yes' },
          },
        }),
      ),
    ).toEqual(['response-header']);
  });

  it.each<[string, ExchangeChanges['request']]>([
    [
      'without a required header',
      { headers: { 'content-type': 'application/json', 'x-ouid': 'ou-sales' } },
    ],
    ['without credentials', { authorization: false }],
    ['without its body', { body: '' }],
    ['with a body that is not JSON', { body: '{"name":' }],
    ['with a body the schema refuses', { body: JSON.stringify({ name: 7, extra: true }) }],
    [
      'with a body of another media type',
      {
        headers: {
          'content-type': 'text/plain',
          'x-ouid': 'ou-sales',
          'x-ouidchain': 'ou-root/ou-sales',
        },
      },
    ],
    [
      'with an Idempotency-Key the contract refuses',
      {
        headers: {
          'content-type': 'application/json',
          'x-ouid': 'ou-sales',
          'x-ouidchain': 'ou-root/ou-sales',
          'idempotency-key': 'has spaces',
        },
      },
    ],
  ])('reports a request %s that was accepted', (_case, request) => {
    expect(kindsOf(exchange({ request }))).toEqual(['accepted-invalid-request']);
    expect(kindsOf(exchange({ request, ...refusalParts(400) }))).toEqual([]);
  });

  it('checks path parameters and queries of accepted requests', () => {
    const plan = { id: 'ou-root', subunits: {} };
    const read = (query: string) =>
      exchange({
        method: 'GET',
        path: '/orgplan/ou-root',
        query,
        status: 200,
        request: { headers: { 'x-ouid': 'ou-root' }, body: '' },
        response: { body: JSON.stringify(plan) },
      });
    expect(kindsOf(read(''))).toEqual([]);
    expect(kindsOf(read('format=tree'))).toEqual(['accepted-invalid-request']);
  });

  it('follows the recursive org plan schema to any depth', () => {
    const plan = (leaf: object) => ({
      id: 'ou-root',
      subunits: { 'ou-a': { id: 'ou-a', subunits: { 'ou-b': leaf } } },
    });
    const read = (body: object) =>
      exchange({
        method: 'GET',
        path: '/orgplan/ou-root',
        status: 200,
        request: { headers: { 'x-ouid': 'ou-root' }, body: '' },
        response: { body: JSON.stringify(body) },
      });
    expect(kindsOf(read(plan({ id: 'ou-b', subunits: {} })))).toEqual([]);
    expect(kindsOf(read(plan({ subunits: {} })))).toEqual(['response-body']);
  });

  it('wants 403 with the error body for a method or path no route has', () => {
    const unknown = (method: string, path: string, status: number, body: string) =>
      exchange({ method, path, status, response: { body } });
    expect(kindsOf(unknown('GET', '/nothing-here', 403, JSON.stringify(REFUSED)))).toEqual([]);
    expect(kindsOf(unknown('PATCH', '/orgunit', 403, JSON.stringify(REFUSED)))).toEqual([]);
    expect(kindsOf(unknown('GET', '/nothing-here', 404, JSON.stringify(REFUSED)))).toEqual([
      'unknown-route',
    ]);
    expect(
      kindsOf(unknown('GET', '/nothing-here', 403, '{"message":"Missing Authentication Token"}')),
    ).toEqual(['unknown-route']);
  });

  it('matches literal path segments before parameters, as API Gateway does', () => {
    const literal = contract.find('GET', '/orgunit/ou-1/deletion');
    expect(literal?.operation.template).toBe('/orgunit/{id}/deletion');
    expect(contract.find('GET', '/orgunit/ou-1')?.pathParameters).toEqual({ id: 'ou-1' });
  });
});

function refusalParts(status: number): ExchangeChanges {
  return { status, response: { body: JSON.stringify(REFUSED) } };
}
