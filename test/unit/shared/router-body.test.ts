/**
 * The router parses each request body by the route table's body schema, once the call is
 * authorized and right before the operation runs: a misfit never reaches the operation, and a
 * caller the authorization refuses gets its 403 whatever the body.
 */
import type { APIGatewayProxyEvent } from 'aws-lambda';

import { HANDLER_ENV } from '../../../lambdas/domain/data-keys';
import { documentClient } from '../../../lambdas/shared/dynamo-client';
import { API_MESSAGES } from '../../../lambdas/shared/messages';
import { ok, type Operation, type Operations } from '../../../lambdas/shared/operation';
import { MAX_JSON_BODY_BYTES } from '../../../lambdas/shared/request-body';
import { putInboxSeenOperation } from '../../../lambdas/userprofile/inbox';
import { apiEvent, lambdaContext } from '../support/events';
import { partialHandler } from '../support/partial-handler';

/** Every read finds nothing: the caller has no profile, so no policy and no unit. */
const EMPTY_TABLE = 'empty-table-in-this-test';

const SEEN = { at: '2026-01-01T00:00:00.000Z', id: 'rec-1' };

const reached: unknown[] = [];

const inbox = partialHandler('userprofile', {
  'PUT /userprofile/{username}/inbox/seen': {
    run: async ({ body }) => {
      reached.push(body);
      return ok({ seen: { at: body.at, id: body.id } });
    },
  },
});

const teams = partialHandler('team', {
  'POST /team': {
    run: async ({ body }) => {
      reached.push(body);
      return ok({ name: body.name });
    },
  },
});

function withBody(event: APIGatewayProxyEvent, body: string | null, isBase64Encoded = false) {
  return { ...event, body, isBase64Encoded };
}

/** PUT of alice's own inbox marker: any signed-in caller passes the authorization. */
function seenPut(body: string | null, isBase64Encoded = false) {
  const event = apiEvent({
    method: 'PUT',
    resource: '/userprofile/{username}/inbox/seen',
    path: '/userprofile/alice/inbox/seen',
    pathParameters: { username: 'alice' },
    username: 'alice',
  });
  return withBody(event, body, isBase64Encoded);
}

async function errorOf(response: { statusCode: number; body: string }) {
  return (JSON.parse(response.body) as { error: string }).error;
}

beforeAll(() => {
  process.env[HANDLER_ENV.tableName] = 'router-body-test';
  jest.spyOn(console, 'log').mockImplementation(() => undefined);
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  documentClient.middlewareStack.add(() => async () => ({ output: { $metadata: {} } }) as never, {
    step: 'initialize',
    name: EMPTY_TABLE,
  });
});

afterAll(() => {
  documentClient.middlewareStack.remove(EMPTY_TABLE);
  jest.restoreAllMocks();
});

beforeEach(() => reached.splice(0));

describe('the body, parsed by the route table schema', () => {
  it('reaches the operation typed, with only the fields the schema lists', async () => {
    const response = await inbox(seenPut(JSON.stringify(SEEN)), lambdaContext());
    expect(response.statusCode).toBe(200);
    expect(reached).toEqual([SEEN]);
  });

  it('is decoded when base64-encoded', async () => {
    const encoded = Buffer.from(JSON.stringify(SEEN)).toString('base64');
    const response = await inbox(seenPut(encoded, true), lambdaContext());
    expect(response.statusCode).toBe(200);
    expect(reached).toEqual([SEEN]);
  });

  it.each([
    ['a field of the wrong form', { ...SEEN, at: 'yesterday' }, /^Invalid request body: at: /],
    ['a field the schema does not list', { ...SEEN, owner: 'bob' }, /^Invalid request body: /],
    ['a missing field', { at: SEEN.at }, /^Invalid request body: id: /],
    ['no object at all', [SEEN], /^Invalid request body: \(body\): /],
  ])('refuses %s with a 400 before the operation runs', async (_case, body, message) => {
    const response = await inbox(seenPut(JSON.stringify(body)), lambdaContext());
    expect(response.statusCode).toBe(400);
    expect(await errorOf(response)).toMatch(message);
    expect(reached).toEqual([]);
  });

  it('refuses a body that is not JSON, or none, with a 400', async () => {
    for (const text of ['{"at":', null]) {
      const response = await inbox(seenPut(text), lambdaContext());
      expect(response.statusCode).toBe(400);
      expect(await errorOf(response)).toBe(API_MESSAGES.invalidJson);
    }
    expect(reached).toEqual([]);
  });

  it('refuses a body over the limit with a 413', async () => {
    const large = JSON.stringify({ ...SEEN, id: 'x'.repeat(MAX_JSON_BODY_BYTES) });
    const response = await inbox(seenPut(large), lambdaContext());
    expect(response.statusCode).toBe(413);
    expect(await errorOf(response)).toBe(API_MESSAGES.bodyTooLarge(MAX_JSON_BODY_BYTES));
    expect(reached).toEqual([]);
  });
});

describe('a caller the authorization refuses', () => {
  const teamPost = (body: string) =>
    withBody(
      apiEvent({
        method: 'POST',
        resource: '/team',
        headers: { 'x-ouid': 'ou-1' },
        username: 'alice',
      }),
      body,
    );

  it.each([
    ['a malformed body', '{"name":'],
    ['a body the schema refuses', JSON.stringify({ name: 'Ops', admin: true })],
    ['a valid body', JSON.stringify({ name: 'Ops' })],
  ])('gets 403 for %s, and the operation never runs', async (_case, body) => {
    const response = await teams(teamPost(body), lambdaContext());
    expect(response.statusCode).toBe(403);
    expect(reached).toEqual([]);
  });
});

describe("an operation's own refusal of the caller", () => {
  const othersInbox = partialHandler('userprofile', {
    'PUT /userprofile/{username}/inbox/seen': putInboxSeenOperation,
  });

  it.each([
    ['a malformed body', '{"at":'],
    ['a valid body', JSON.stringify(SEEN)],
  ])("comes before the body: someone else's inbox is 403 for %s", async (_case, body) => {
    const event = apiEvent({
      method: 'PUT',
      resource: '/userprofile/{username}/inbox/seen',
      path: '/userprofile/bob/inbox/seen',
      pathParameters: { username: 'bob' },
      username: 'alice',
    });
    const response = await othersInbox(withBody(event, body), lambdaContext());
    expect(response.statusCode).toBe(403);
  });
});

describe('the compiler', () => {
  // The operations above read their bodies typed; these lines are checked by `npm run typecheck`
  // (an expected error that does not occur fails it).
  it("holds each operation to its route's body type", () => {
    type Titled = { name: string; title: string };
    const titled: Operation<unknown, Titled> = { run: async ({ body }) => ok(body.title) };
    // @ts-expect-error: the body of POST /team has a name but no title
    const misread: Partial<Operations<'team'>> = { 'POST /team': titled };
    // @ts-expect-error: GET /team takes no body
    const bodyless: Partial<Operations<'team'>> = { 'GET /team': titled };
    // Only the compiler stops them; at run time the route's schema refuses such bodies (above).
    expect([misread['POST /team'], bodyless['GET /team']]).toEqual([titled, titled]);
  });
});
