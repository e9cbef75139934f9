/** The local API Gateway: authorizer, route table, request validation and the real handlers. */
import { randomUUID } from 'node:crypto';

import { ROOT_UNIT_ID, SEED_UNITS, SYSTEM_UNIT_ID } from '../../local/seed-data';
import { addMembership, claimsOf, createUser, signIn } from './support/accounts';
import { callApi } from './support/api';
import { sharedPlatform } from './support/shared-platform';

const { facts } = sharedPlatform();

let adminToken: string;
let adminAccessToken: string;
let systemMemberToken: string;

beforeAll(async () => {
  adminToken = (await signIn(facts, facts.adminUsername, facts.adminPassword)).idToken;
  const username = `member-${randomUUID().slice(0, 8)}`;
  await createUser(facts, username, 'Member#Pass1');
  await addMembership(facts, username, SYSTEM_UNIT_ID, ['user']);
  systemMemberToken = (await signIn(facts, username, 'Member#Pass1')).idToken;

  // An access token is signed by the same key but must not pass an ID-token authorizer.
  const response = await fetch(facts.urls.cognito, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-amz-json-1.1',
      'x-amz-target': 'AWSCognitoIdentityProviderService.InitiateAuth',
    },
    body: JSON.stringify({
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: facts.userPool.userPoolClientId,
      AuthParameters: { USERNAME: facts.adminUsername, PASSWORD: facts.adminPassword },
    }),
  });
  adminAccessToken = ((await response.json()) as { AuthenticationResult: { AccessToken: string } })
    .AuthenticationResult.AccessToken;
});

describe('the Cognito authorizer of the local gateway', () => {
  it('refuses a request without a token', async () => {
    const answer = await callApi(facts, `/orgunit/${ROOT_UNIT_ID}`);
    expect(answer.status).toBe(401);
    expect(answer.body).toEqual({ message: 'Unauthorized' });
  });

  it('refuses a token that is not a signed ID token of this pool', async () => {
    const [header, payload] = adminToken.split('.');
    const forged = `${header}.${payload}.${Buffer.from('forged').toString('base64url')}`;
    for (const token of ['garbage', forged, adminAccessToken]) {
      expect((await callApi(facts, `/orgunit/${ROOT_UNIT_ID}`, { token })).status).toBe(401);
    }
    expect(claimsOf(adminAccessToken).token_use).toBe('access');
  });

  it('accepts the token with a Bearer prefix as well', async () => {
    const answer = await callApi(facts, `/orgunit/${ROOT_UNIT_ID}`, {
      token: `Bearer ${adminToken}`,
    });
    expect(answer.status).toBe(200);
  });
});

describe('requests reaching the handlers', () => {
  it('serves the ROOT unit to its admin from the seeded table', async () => {
    const answer = await callApi(facts, `/orgunit/${ROOT_UNIT_ID}`, { token: adminToken });
    expect(answer.status).toBe(200);
    const root = SEED_UNITS.find((unit) => unit.id === ROOT_UNIT_ID);
    expect(answer.body).toMatchObject({ data: { data: { name: root?.name, type: 'ROOT' } } });
    expect(answer.headers.get('access-control-allow-origin')).toBe(facts.consoleOrigin);
  });

  it('refuses a unit outside the caller’s tenant with 403', async () => {
    const answer = await callApi(facts, `/orgunit/${ROOT_UNIT_ID}`, { token: systemMemberToken });
    expect(answer.status).toBe(403);
  });
});

describe('what API Gateway answers before any handler runs', () => {
  it('answers an unknown path like API Gateway, even with a valid token', async () => {
    for (const [method, path] of [
      ['GET', '/nothing-here'],
      ['PATCH', `/orgunit/${ROOT_UNIT_ID}`],
    ] as const) {
      const answer = await callApi(facts, path, { method, token: adminToken });
      expect(answer.status).toBe(403);
      expect(answer.body).toEqual({ message: 'Missing Authentication Token' });
    }
  });

  it('refuses a request without a header its route requires', async () => {
    const answer = await callApi(facts, '/orgunit', { token: adminToken });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ message: 'Missing required request parameters: [x-ouid]' });
  });
});
