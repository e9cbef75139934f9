/**
 * The local API Gateway: authorizer, route table, request validation, payload limits and the real
 * handlers. Every error answer, whoever made it, is `{error, requestId}` with CORS and the same id
 * in `x-amzn-RequestId`.
 */
import { randomUUID } from 'node:crypto';

import { ROOT_UNIT_ID, SEED_UNITS, SYSTEM_UNIT_ID } from '../../local/seed-data';
import { addMembership, claimsOf, createUser, signIn } from './support/accounts';
import { callApi } from './support/api';
import { expectErrorAnswer } from './support/error-body';
import { sharedPlatform } from './support/shared-platform';

const { facts } = sharedPlatform();
const MB = 1024 * 1024;

let adminToken: string;
let adminAccessToken: string;
let systemMemberToken: string;

/** As the console calls: from its origin, so CORS headers are due on every answer. */
function call(path: string, options: Parameters<typeof callApi>[2] = {}) {
  return callApi(facts, path, {
    ...options,
    headers: { Origin: facts.consoleOrigin, ...options.headers },
  });
}

function refusal(status: number, error: unknown) {
  return { status, error, origin: facts.consoleOrigin };
}

beforeAll(async () => {
  // The seeded admin has TOTP on: signIn answers its code (support/totp-secrets.ts).
  const admin = await signIn(facts, facts.adminUsername, facts.adminPassword);
  adminToken = admin.idToken;
  // An access token is signed by the same key but must not pass an ID-token authorizer.
  adminAccessToken = admin.accessToken;
  const username = `member-${randomUUID().slice(0, 8)}`;
  await createUser(facts, username, 'Member#Pass1');
  await addMembership(facts, username, SYSTEM_UNIT_ID, ['user']);
  systemMemberToken = (await signIn(facts, username, 'Member#Pass1')).idToken;
});

describe('the Cognito authorizer of the local gateway', () => {
  it('refuses a request without a token', async () => {
    expectErrorAnswer(await call(`/orgunit/${ROOT_UNIT_ID}`), refusal(401, 'Unauthorized'));
  });

  it('refuses a token that is not a signed ID token of this pool', async () => {
    const [header, payload] = adminToken.split('.');
    const forged = `${header}.${payload}.${Buffer.from('forged').toString('base64url')}`;
    for (const token of ['garbage', forged, adminAccessToken]) {
      expectErrorAnswer(
        await call(`/orgunit/${ROOT_UNIT_ID}`, { token }),
        refusal(401, 'Unauthorized'),
      );
    }
    expect(claimsOf(adminAccessToken).token_use).toBe('access');
  });

  it('accepts the token with a Bearer prefix as well', async () => {
    const answer = await call(`/orgunit/${ROOT_UNIT_ID}`, { token: `Bearer ${adminToken}` });
    expect(answer.status).toBe(200);
  });
});

describe('requests reaching the handlers', () => {
  it('serves the ROOT unit to its admin from the seeded table, with a request id', async () => {
    const answer = await call(`/orgunit/${ROOT_UNIT_ID}`, { token: adminToken });
    expect(answer.status).toBe(200);
    const root = SEED_UNITS.find((unit) => unit.id === ROOT_UNIT_ID);
    expect(answer.body).toMatchObject({ data: { data: { name: root?.name, type: 'ROOT' } } });
    expect(answer.headers.get('access-control-allow-origin')).toBe(facts.consoleOrigin);
    expect(answer.headers.get('x-amzn-requestid')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('gives each request its own id', async () => {
    const answers = await Promise.all([call('/nothing-here'), call('/nothing-here')]);
    const [first, second] = answers.map((answer) => answer.headers.get('x-amzn-requestid'));
    expect(first).not.toBe(second);
  });

  it('passes the handler’s 403 on, quoting the gateway’s request id', async () => {
    expectErrorAnswer(
      await call(`/orgunit/${ROOT_UNIT_ID}`, { token: systemMemberToken }),
      refusal(403, "You don't have permission to this action."),
    );
  });

  it('passes the handler’s 400 for a bad query on, quoting the gateway’s request id', async () => {
    expectErrorAnswer(
      await call('/orgunit?limit=lots', { token: adminToken, headers: { 'x-ouid': ROOT_UNIT_ID } }),
      refusal(400, expect.stringMatching(/^Invalid query parameters: limit/)),
    );
  });
});

describe('what API Gateway answers before any handler runs', () => {
  it('answers an unknown path like API Gateway, even with a valid token', async () => {
    for (const [method, path] of [
      ['GET', '/nothing-here'],
      ['PATCH', `/orgunit/${ROOT_UNIT_ID}`],
    ] as const) {
      expectErrorAnswer(
        await call(path, { method, token: adminToken }),
        refusal(403, 'Missing Authentication Token'),
      );
    }
  });

  it('refuses a request without a header its route requires', async () => {
    expectErrorAnswer(
      await call('/orgunit', { token: adminToken }),
      refusal(400, 'Missing required request parameters: [x-ouid]'),
    );
  });

  it.each([
    ['over API Gateway’s 10 MB payload limit', 11 * MB],
    ['over Lambda’s 6 MB invocation payload limit', 7 * MB],
  ])('refuses a body %s with 413', async (_limit, size) => {
    expectErrorAnswer(
      await call('/orgunit', {
        method: 'POST',
        token: adminToken,
        headers: { 'x-ouid': ROOT_UNIT_ID, 'x-ouidchain': ROOT_UNIT_ID },
        body: { name: 'x'.repeat(size) },
      }),
      refusal(413, 'Request Too Long'),
    );
  });

  it('carries CORS on its own refusals also to a caller that sends no Origin', async () => {
    expectErrorAnswer(
      await callApi(facts, '/nothing-here'),
      refusal(403, 'Missing Authentication Token'),
    );
    expectErrorAnswer(
      await callApi(facts, `/orgunit/${ROOT_UNIT_ID}`),
      refusal(401, 'Unauthorized'),
    );
  });

  it('names only the console origin to another origin (as API Gateway does), with the same error shape', async () => {
    const answer = await callApi(facts, '/nothing-here', {
      headers: { Origin: 'http://evil.example' },
    });
    expect(answer.status).toBe(403);
    expect(answer.headers.get('access-control-allow-origin')).toBe(facts.consoleOrigin);
    expect(answer.body).toEqual({
      error: 'Missing Authentication Token',
      requestId: answer.headers.get('x-amzn-requestid'),
    });
  });
});
