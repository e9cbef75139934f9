/**
 * The API's MFA rule over the running platform: the pre-token trigger states in the ID token
 * whether the account has TOTP on (`mfa_enabled`), and the API answers 403 {code: 'MfaRequired'}
 * to a system admin, or a user of a unit whose core config in force sets `requireMfa`, whose token
 * says it is off; once TOTP is on, a refreshed token is served. A requirement activated above a
 * user's unit binds them from their next call on, with the token they hold; lifted, it frees them
 * as soon.
 */
import { randomUUID } from 'node:crypto';

import { MFA_CLAIM, MFA_REQUIRED_CLAIM, MFA_REQUIRED_CODE } from '../../../lambdas/domain/mfa';
import { SYSTEM_POLICY_OUID } from '../../../lambdas/domain/policies';
import { ROOT_UNIT_ID } from '../../../local/seed-data';
import { addMembership, claimsOf, createUser, refreshTokens, signIn } from '../support/accounts';
import { callApi } from '../support/api';
import { activate, deployArtifact, newUnit, VALID_CORE_CONFIG } from '../support/config-fixture';
import { inheritKey } from '../support/config-versions-api';
import { adminToken } from '../support/orgunit-api';
import { sharedPlatform } from '../support/shared-platform';
import { enableTotpFor } from '../support/totp-setup';
import { uniqueUsername } from '../support/users-api';

const { facts } = sharedPlatform();
const PASSWORD = 'Mfa-Rule#2026';

/** A new account holding `roles` on each of `ouids`, signed in with its password. */
async function userWith(memberships: Readonly<Record<string, string[]>>) {
  const username = uniqueUsername();
  await createUser(facts, username, PASSWORD);
  for (const [ouid, roles] of Object.entries(memberships)) {
    await addMembership(facts, username, ouid, roles);
  }
  return { username, tokens: await signIn(facts, username, PASSWORD) };
}

function readUnit(token: string, unitId: string, actingUnitId = unitId) {
  return callApi(facts, `/orgunit/${unitId}`, { token, headers: { 'x-ouid': actingUnitId } });
}

const MFA_REQUIRED = expect.objectContaining({ code: MFA_REQUIRED_CODE }) as unknown;

it('states in the ID token whether the account has TOTP on, from the next token on', async () => {
  const { username, tokens } = await userWith({});
  expect(claimsOf(tokens.idToken)[MFA_CLAIM]).toBe('false');
  await enableTotpFor(facts, username, PASSWORD);
  // The token in hand still says what was true when it was issued.
  expect(claimsOf(tokens.idToken)[MFA_CLAIM]).toBe('false');
  const refreshed = await refreshTokens(facts, tokens.refreshToken);
  expect(claimsOf(refreshed.idToken)[MFA_CLAIM]).toBe('true');
  // And a sign-in, which now asks for a code, gives one that says so too.
  expect(claimsOf((await signIn(facts, username, PASSWORD)).idToken)[MFA_CLAIM]).toBe('true');
});

it('refuses a system admin without MFA, and serves them once TOTP is on and the token refreshed', async () => {
  const { username, tokens } = await userWith({ [SYSTEM_POLICY_OUID]: ['admin'] });
  expect(claimsOf(tokens.idToken)).toMatchObject({
    policies: 'system=admin',
    [MFA_CLAIM]: 'false',
  });
  const refused = await readUnit(tokens.idToken, ROOT_UNIT_ID);
  expect(refused).toMatchObject({ status: 403, body: MFA_REQUIRED });

  await enableTotpFor(facts, username, PASSWORD);
  // Refused still with the token from before.
  expect(await readUnit(tokens.idToken, ROOT_UNIT_ID)).toMatchObject({
    status: 403,
    body: MFA_REQUIRED,
  });
  const refreshed = await refreshTokens(facts, tokens.refreshToken);
  expect((await readUnit(refreshed.idToken, ROOT_UNIT_ID)).status).toBe(200);
});

describe('a unit whose core config sets requireMfa', () => {
  let strict: { id: string; chain: string };
  let strictChild: { id: string; chain: string };
  let lax: { id: string; chain: string };

  beforeAll(async () => {
    const admin = await adminToken(facts);
    strict = await newUnit(facts, admin);
    strictChild = await newUnit(facts, admin, strict);
    lax = await newUnit(facts, admin);
    const key = `${strict.id}/releases/${randomUUID()}/core.json`;
    const eTag = await deployArtifact(facts, key, { ...VALID_CORE_CONFIG, requireMfa: true });
    const activated = await activate(facts, admin, strict.id, 'core', {
      key,
      identifier: 'core',
      ETag: eTag,
    });
    if (activated.status !== 200) throw new Error(`Not activated: ${JSON.stringify(activated)}`);
  });

  it('refuses its users and those of the units below it until they have MFA', async () => {
    const member = await userWith({ [strict.id]: ['user'] });
    const childAdmin = await userWith({ [strictChild.id]: ['admin'] });
    expect(await readUnit(member.tokens.idToken, strict.id)).toMatchObject({
      status: 403,
      body: MFA_REQUIRED,
    });
    expect(await readUnit(childAdmin.tokens.idToken, strictChild.id)).toMatchObject({
      status: 403,
      body: MFA_REQUIRED,
    });

    await enableTotpFor(facts, member.username, PASSWORD);
    const refreshed = await refreshTokens(facts, member.tokens.refreshToken);
    expect((await readUnit(refreshed.idToken, strict.id)).status).toBe(200);
  });

  it('leaves the users of other units alone', async () => {
    const other = await userWith({ [lax.id]: ['admin'] });
    expect(claimsOf(other.tokens.idToken)[MFA_CLAIM]).toBe('false');
    expect((await readUnit(other.tokens.idToken, lax.id)).status).toBe(200);
  });
});

describe('a requirement activated above a user who is already signed in', () => {
  it('refuses them from their next call on, and serves them again once it is lifted', async () => {
    const admin = await adminToken(facts);
    const above = await newUnit(facts, admin);
    const below = await newUnit(facts, admin, above);
    // The admin of the unit above has TOTP on, so the requirement they activate spares them.
    const aboveAdmin = await userWith({ [above.id]: ['admin'] });
    await enableTotpFor(facts, aboveAdmin.username, PASSWORD);
    const aboveAdminToken = (await refreshTokens(facts, aboveAdmin.tokens.refreshToken)).idToken;
    const member = await userWith({ [below.id]: ['user'] });
    const token = member.tokens.idToken;
    expect(claimsOf(token)).toMatchObject({ [MFA_CLAIM]: 'false', [MFA_REQUIRED_CLAIM]: 'false' });
    expect((await readUnit(token, below.id)).status).toBe(200);

    const key = `${above.id}/releases/${randomUUID()}/core.json`;
    const eTag = await deployArtifact(facts, key, { ...VALID_CORE_CONFIG, requireMfa: true });
    const activated = await activate(facts, aboveAdminToken, above.id, 'core', {
      key,
      identifier: 'core',
      ETag: eTag,
    });
    expect(activated.status).toBe(200);

    // The very next call, with the token issued before (which still says nothing is required).
    expect(await readUnit(token, below.id)).toMatchObject({ status: 403, body: MFA_REQUIRED });
    expect(await readUnit(token, below.id)).toMatchObject({ status: 403, body: MFA_REQUIRED });

    // Returned to inherited (the platform's default, no requirement): served again at once.
    const lifted = await inheritKey(facts, aboveAdminToken, above.id, 'core', 'requireMfa', {
      version: 1,
    });
    expect(lifted.status).toBe(200);
    expect((await readUnit(token, below.id)).status).toBe(200);
  });
});
