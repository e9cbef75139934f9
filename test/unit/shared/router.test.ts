import { findRoute } from '../../../lambdas/domain/routes';
import { checkedPathParameters } from '../../../lambdas/shared/request-parameters';
import { createResourceHandler } from '../../../lambdas/shared/router';
import { apiEvent, lambdaContext, orgunitGet } from '../support/events';
import { partialHandler } from '../support/partial-handler';

const SECRET_DETAIL = 'connection string s3cr3t leaked';

describe('resource router', () => {
  let errorLog: jest.SpyInstance;
  let infoLog: jest.SpyInstance;

  beforeEach(() => {
    process.env.ALLOWED_ORIGIN = 'http://127.0.0.1:5173';
    errorLog = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    infoLog = jest.spyOn(console, 'log').mockImplementation(() => undefined);
  });

  afterEach(() => {
    errorLog.mockRestore();
    infoLog.mockRestore();
  });

  const failing = partialHandler('orgunit', {
    'GET /orgunit/{id}': {
      targetUnit: () => {
        throw new Error(SECRET_DETAIL);
      },
      run: async () => ({ statusCode: 200, body: {} }),
    },
    'GET /orgunit': { run: async () => ({ statusCode: 200, body: { items: [] } }) },
  });

  it('answers 401 when the authorizer gave no caller', async () => {
    const response = await failing(orgunitGet('ou-1'), lambdaContext());
    expect(response.statusCode).toBe(401);
    expect(JSON.parse(response.body)).toEqual({
      error: 'Not signed in',
      requestId: 'api-request-id',
    });
  });

  it('answers 401 when the claims name a username without a sub, or a sub without a username', async () => {
    for (const claims of [{ 'cognito:username': 'alice' }, { sub: 'sub-of-alice' }]) {
      const event = orgunitGet('ou-1');
      event.requestContext.authorizer = { claims };
      const response = await failing(event, lambdaContext());
      expect(response.statusCode).toBe(401);
    }
  });

  it('answers 404 for a route the resource does not serve', async () => {
    const event = apiEvent({ method: 'GET', resource: '/orgplan/{ouid}', username: 'alice' });
    const response = await failing(event, lambdaContext());
    expect(response.statusCode).toBe(404);
    const unknownMethod = apiEvent({
      method: 'PATCH',
      resource: '/orgunit/{id}',
      username: 'alice',
    });
    expect((await failing(unknownMethod, lambdaContext())).statusCode).toBe(404);
  });

  it('answers 501 for a route without an operation (which fails the compiler), never a fake success', async () => {
    const event = apiEvent({
      method: 'PUT',
      resource: '/config/{identifier}',
      path: '/config/core',
      pathParameters: { identifier: 'core' },
      headers: { 'x-ouid': 'ou-1' },
      username: 'alice',
    });
    // @ts-expect-error: every route of the resource needs an operation
    const unbuilt = createResourceHandler('config', {});
    const response = await unbuilt(event, lambdaContext());
    expect(response.statusCode).toBe(501);
    expect(JSON.parse(response.body)).toEqual({
      error: 'PUT /config/{identifier} is not implemented yet',
      requestId: 'api-request-id',
    });
  });

  it('answers 400 for an x-ouid that cannot be a unit id, before any lookup', async () => {
    for (const ouid of ['a'.repeat(3000), 'ou-sales/../ou-root', 'ü']) {
      const event = apiEvent({
        method: 'GET',
        resource: '/orgunit',
        headers: { 'x-ouid': ouid },
        username: 'alice',
      });
      const response = await failing(event, lambdaContext());
      expect(response.statusCode).toBe(400);
      expect((JSON.parse(response.body) as { error: string }).error).toMatch(
        /^Invalid header x-ouid: /,
      );
    }
  });

  describe('checks every path parameter, header and query value from the route table', () => {
    const reached: string[] = [];
    const recording = partialHandler('userprofile', {
      'GET /userprofile/{username}': {
        run: async ({ pathParameters }) => {
          reached.push(pathParameters.username ?? '');
          return { statusCode: 200, body: {} };
        },
      },
    });
    const profileGet = (
      path: string,
      pathParameters: Record<string, string> | null,
      headers = {},
    ) =>
      apiEvent({
        method: 'GET',
        resource: '/userprofile/{username}',
        path,
        ...(pathParameters ? { pathParameters } : {}),
        headers,
        username: 'alice',
      });

    beforeEach(() => reached.splice(0));

    it.each(['%E0%A4%A', '%ED%A0%80', '%ZZ', '%', 'a%2Fb', 'x'.repeat(129), 'a b'])(
      'refuses the path parameter %j with a 400 that names it, before any lookup',
      async (raw) => {
        const response = await recording(profileGet(`/userprofile/${raw}`, null), lambdaContext());
        expect(response.statusCode).toBe(400);
        expect((JSON.parse(response.body) as { error: string }).error).toMatch(
          /^Invalid path parameter username: /,
        );
        expect(reached).toEqual([]);
      },
    );

    it('decodes a well-formed percent-escape', () => {
      const route = findRoute('GET', '/userprofile/{username}');
      if (!route) throw new Error('route missing');
      const event = profileGet('/userprofile/alice%40example.com', null);
      expect(checkedPathParameters(route, event)).toEqual({ username: 'alice@example.com' });
    });

    it.each([
      ['x-appid', 'a;b'],
      ['x-ouidchain', 'ou-root//ou-x'],
      ['if-match', 'W/"zz"\u0001'],
    ])('refuses the header %s: %j', async (name, value) => {
      const event = profileGet('/userprofile/alice', { username: 'alice' }, { [name]: value });
      const response = await recording(event, lambdaContext());
      expect(response.statusCode).toBe(400);
      expect((JSON.parse(response.body) as { error: string }).error).toMatch(
        new RegExp(`^Invalid header ${name}: `),
      );
      expect(reached).toEqual([]);
    });

    it('refuses a query value its route schema does not accept', async () => {
      const event = apiEvent({
        method: 'GET',
        resource: '/orgunit',
        headers: { 'x-ouid': 'ou-1' },
        query: { limit: 'lots' },
        username: 'alice',
      });
      const response = await failing(event, lambdaContext());
      expect(response.statusCode).toBe(400);
      expect((JSON.parse(response.body) as { error: string }).error).toMatch(
        /^Invalid query parameters: limit/,
      );
    });
  });

  it('answers 400 when a required header is missing', async () => {
    const event = apiEvent({ method: 'GET', resource: '/orgunit', username: 'alice' });
    const response = await failing(event, lambdaContext());
    expect(response.statusCode).toBe(400);
    expect(JSON.parse(response.body)).toEqual({
      error: 'Missing required header x-ouid',
      requestId: 'api-request-id',
    });
  });

  it('turns an unknown error into a generic 500 with the request id, detail only in the log', async () => {
    const response = await failing(orgunitGet('ou-1', 'alice'), lambdaContext('req-42'));
    expect(response.statusCode).toBe(500);
    // API Gateway's id, the one its own error answers and x-amzn-RequestId quote.
    expect(JSON.parse(response.body)).toEqual({
      error: 'Internal server error',
      requestId: 'api-request-id',
    });
    expect(response.body).not.toContain('s3cr3t');

    const logged = errorLog.mock.calls.map(([line]) => JSON.parse(String(line)));
    expect(logged).toContainEqual(
      expect.objectContaining({
        level: 'error',
        requestId: 'api-request-id',
        awsRequestId: 'req-42',
        resource: 'orgunit',
        route: 'GET /orgunit/{id}',
        caller: 'alice',
        errorMessage: SECRET_DETAIL,
      }),
    );
  });

  it('quotes the Lambda request id when the event carries none of API Gateway', async () => {
    const event = orgunitGet('ou-1');
    const withoutGatewayId = {
      ...event,
      requestContext: { ...event.requestContext, requestId: '' },
    };
    const response = await failing(withoutGatewayId, lambdaContext('req-43'));
    expect(response.statusCode).toBe(401);
    expect(JSON.parse(response.body)).toEqual({ error: 'Not signed in', requestId: 'req-43' });
  });

  it('sends JSON with the console origin as CORS origin, never *', async () => {
    const response = await failing(orgunitGet('ou-1'), lambdaContext());
    expect(response.headers).toMatchObject({
      'Content-Type': 'application/json',
      'Access-Control-Allow-Origin': 'http://127.0.0.1:5173',
    });
    process.env.ALLOWED_ORIGIN = '*';
    const wildcard = await failing(orgunitGet('ou-1'), lambdaContext());
    expect(wildcard.headers?.['Access-Control-Allow-Origin']).toBeUndefined();
  });

  it('refuses operations keyed by a route the resource does not serve, as the compiler does', () => {
    expect(() =>
      partialHandler('orgunit', {
        // @ts-expect-error: the orgunit resource has no such route
        'GET /orgplan/{ouid}': { run: async () => ({ statusCode: 200, body: {} }) },
      }),
    ).toThrow('GET /orgplan/{ouid}');
  });
});
