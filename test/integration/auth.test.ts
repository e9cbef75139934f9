/** Sign-in and token refresh through the Cognito proxy, with the claims the trigger adds. */
import { randomUUID } from 'node:crypto';

import { SEED_ADMIN_POLICIES } from '../../local/seed-data';
import { addMembership, claimsOf, createUser, refreshTokens, signIn } from './support/accounts';
import { callApi } from './support/api';
import { sharedPlatform } from './support/shared-platform';

const { facts } = sharedPlatform();

describe('signing in on the local platform', () => {
  it('gives the seeded admin an ID token carrying their policies from the database', async () => {
    const { idToken } = await signIn(facts, facts.adminUsername, facts.adminPassword);
    const claims = claimsOf(idToken);
    expect(claims.token_use).toBe('id');
    expect(claims['cognito:username']).toBe(facts.adminUsername);
    expect(claims.iss).toBe(`${facts.urls.cognitoLocal}/${facts.userPool.userPoolId}`);
    expect(claims.policies).toBe(SEED_ADMIN_POLICIES);
  });

  it('refuses a wrong password', async () => {
    await expect(signIn(facts, facts.adminUsername, 'not-the-password')).rejects.toMatchObject({
      name: 'NotAuthorizedException',
    });
  });

  it('refreshes tokens (GetTokensFromRefreshToken) with memberships added after sign-in', async () => {
    const username = `refresh-${randomUUID().slice(0, 8)}`;
    const password = 'Refresh#Pass1';
    await createUser(facts, username, password);
    await addMembership(facts, username, 'ou-sales', ['user']);
    const first = await signIn(facts, username, password);
    expect(claimsOf(first.idToken).policies).toBe('ou-sales=user');
    expect((await callApi(facts, '/orgunit/ou-engineering', { token: first.idToken })).status).toBe(
      403,
    );

    await addMembership(facts, username, 'ou-engineering', ['admin']);
    const refreshed = await refreshTokens(facts, first.refreshToken);

    expect(refreshed.idToken).not.toBe(first.idToken);
    const policies = String(claimsOf(refreshed.idToken).policies).split(';').sort();
    expect(policies).toEqual(['ou-engineering=admin', 'ou-sales=user']);
    expect(refreshed.refreshToken).toBe(first.refreshToken);
    const answer = await callApi(facts, '/orgunit/ou-engineering', { token: refreshed.idToken });
    expect(answer.status).toBe(200);
  });

  it('refuses to refresh with an unknown refresh token', async () => {
    await expect(refreshTokens(facts, 'not-a-refresh-token')).rejects.toMatchObject({
      name: 'NotAuthorizedException',
    });
  });
});
