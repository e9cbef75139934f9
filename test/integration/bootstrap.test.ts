/**
 * The bootstrap of a fresh environment, run against the shared platform's stand-ins (DynamoDB
 * Local, s3rver, cognito-local), whose start already ran it once through the seed: what it leaves,
 * that a second run changes nothing, and a first admin invited by e-mail as in AWS.
 */
import { createHash, randomUUID } from 'node:crypto';

import {
  CognitoIdentityProviderClient,
  InitiateAuthCommand,
  RespondToAuthChallengeCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { GetObjectCommand } from '@aws-sdk/client-s3';
import { GetCommand } from '@aws-sdk/lib-dynamodb';

import { canonicalJson } from '../../lambdas/domain/config-diff';
import { configArtifactKey } from '../../lambdas/domain/config-schema';
import { keys } from '../../lambdas/domain/data-keys';
import type { BootstrapOptions, BootstrapResult } from '../../lib/bootstrap/bootstrap';
import { bootstrapPlatform } from '../../lib/bootstrap/bootstrap';
import { loadShippedConfigs } from '../../lib/bootstrap/shipped-configs';
import { SYSTEM_UNIT } from '../../lib/bootstrap/system-unit';
import type { BootstrapTarget } from '../../lib/bootstrap/target';
import type { Mail } from '../../local/mailbox';
import { SEED_ADMIN_POLICIES } from '../../local/seed-data';
import { seedBootstrapOptions } from '../../local/seed';
import { LOCAL_CREDENTIALS, LOCAL_REGION, LOCAL_RESOURCES } from '../../local/settings';
import { accountOf, claimsOf, createUser, signIn } from './support/accounts';
import { callApi } from './support/api';
import { adminToken } from './support/orgunit-api';
import { bootstrapTarget } from './support/bootstrap-target';
import { sharedPlatform } from './support/shared-platform';
import { snapshotState, stateChanges } from './support/snapshot-state';

jest.setTimeout(60_000);

const { facts } = sharedPlatform();
const SHIPPED = loadShippedConfigs();

let target: BootstrapTarget;
let signInClient: CognitoIdentityProviderClient;

beforeAll(() => {
  target = bootstrapTarget(facts);
  // The console signs in through the proxy, so the invited admin does too.
  signInClient = new CognitoIdentityProviderClient({
    endpoint: facts.urls.cognito,
    region: LOCAL_REGION,
    credentials: LOCAL_CREDENTIALS,
  });
});

afterAll(() => {
  for (const client of [target.documents, target.s3, target.cognito, signInClient]) {
    client.destroy();
  }
});

/** Runs the bootstrap and checks that running it again at once finds everything in place. */
async function bootstrapTwice(options: BootstrapOptions): Promise<BootstrapResult> {
  const first = await bootstrapPlatform(target, options);
  const between = await snapshotState(facts);
  const second = await bootstrapPlatform(target, options);
  expect(second.steps.filter((step) => step.outcome !== 'unchanged')).toEqual([]);
  expect(second.steps.map((step) => step.subject)).toEqual(first.steps.map((s) => s.subject));
  expect(stateChanges(between, await snapshotState(facts))).toEqual([]);
  return first;
}

async function item(key: Record<string, string>): Promise<Record<string, unknown> | undefined> {
  const answer = await target.documents.send(
    new GetCommand({ TableName: LOCAL_RESOURCES.tableName, Key: key, ConsistentRead: true }),
  );
  return answer.Item;
}

async function mailsTo(username: string): Promise<Mail[]> {
  const response = await fetch(`${facts.urls.mailbox}.json`);
  const { items } = (await response.json()) as { items: Mail[] };
  return items.filter((mail) => mail.username === username);
}

async function invitationTo(username: string): Promise<Mail> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const [mail] = await mailsTo(username);
    if (mail) return mail;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`No invitation reached ${username}`);
}

const outcomes = (result: BootstrapResult) =>
  Object.fromEntries(result.steps.map((step) => [step.subject, step.outcome]));

describe('the bootstrap on the seeded platform', () => {
  it('finds everything the seed bootstrapped in place, and changes nothing', async () => {
    const before = await snapshotState(facts);
    const again = await bootstrapPlatform(target, seedBootstrapOptions(facts.adminUsername));

    expect(again.steps.filter((step) => step.outcome !== 'unchanged')).toEqual([]);
    expect(again.steps.map((step) => step.subject)).toEqual([
      `SYSTEM unit ${SYSTEM_UNIT.id} (${SYSTEM_UNIT.name})`,
      ...SHIPPED.flatMap(({ identifier }) => [
        `config artifact s3://${LOCAL_RESOURCES.configBucket}/${SYSTEM_UNIT.id}/${identifier}.json`,
        `active config ${identifier} on ${SYSTEM_UNIT.id}`,
        `config version 1 of ${identifier} on ${SYSTEM_UNIT.id}`,
      ]),
      `sign-in account ${facts.adminUsername} (CONFIRMED)`,
      expect.stringMatching(new RegExp(`^profile ${facts.adminUsername} \\(sub [0-9a-f-]{36}\\)$`)),
      `membership ${SYSTEM_UNIT.id}=admin of ${facts.adminUsername}`,
      `membership system=admin of ${facts.adminUsername}`,
      'name order and search of child units',
      'entity index of audit records (notifications filter)',
      "system admins' list of deletion requests",
    ]);
    expect(stateChanges(before, await snapshotState(facts))).toEqual([]);
  });

  it('has made the SYSTEM unit a top unit of type SYSTEM', async () => {
    const unit = await item(keys.orgunit(SYSTEM_UNIT.id));
    expect(unit).toMatchObject({
      identifier: SYSTEM_UNIT.id,
      type: 'SYSTEM',
      ouidChain: SYSTEM_UNIT.id,
      name: SYSTEM_UNIT.name,
      createdBy: 'bootstrap',
      version: 1,
    });
    expect(unit).not.toHaveProperty('parentOuId');
  });

  it('has uploaded every shipped config as it is in the repo and made it active on the SYSTEM unit', async () => {
    expect(SHIPPED.map((shipped) => shipped.identifier)).toEqual(['core', 'ticketapp']);
    for (const shipped of SHIPPED) {
      const key = configArtifactKey(SYSTEM_UNIT.id, shipped.identifier);
      const object = await target.s3.send(
        new GetObjectCommand({ Bucket: LOCAL_RESOURCES.configBucket, Key: key }),
      );
      expect(await object.Body?.transformToString('utf8')).toBe(shipped.body);
      expect(await item(keys.activeConfig(SYSTEM_UNIT.id, shipped.identifier))).toMatchObject({
        entity: 'config',
        ouid: SYSTEM_UNIT.id,
        identifier: shipped.identifier,
        key,
        eTag: object.ETag,
        config: shipped.config,
        createdBy: 'bootstrap',
        version: 1,
        hash: createHash('sha256').update(canonicalJson(shipped.config)).digest('hex'),
      });
      // The history starts with the bootstrap's activation.
      expect(await item(keys.configVersion(SYSTEM_UNIT.id, shipped.identifier, 1))).toMatchObject({
        entity: 'configversion',
        number: 1,
        kind: 'activated',
        config: shipped.config,
        hash: createHash('sha256').update(canonicalJson(shipped.config)).digest('hex'),
        key,
        eTag: object.ETag,
        by: 'bootstrap',
      });
    }

    const answer = await callApi(facts, '/config', {
      token: await adminToken(facts),
      headers: { 'x-ouid': SYSTEM_UNIT.id },
    });
    expect(answer.status).toBe(200);
    const items = (answer.body as { items: { data: Record<string, unknown> }[] }).items;
    expect(items.map(({ data }) => [data.identifier, data.ouid, data.inherited])).toEqual([
      ['core', SYSTEM_UNIT.id, false],
      ['ticketapp', SYSTEM_UNIT.id, false],
    ]);
  });

  it('has bound the admin profile to the account and given it the system memberships', async () => {
    const account = await accountOf(facts, facts.adminUsername);
    const profile = await item(keys.profile(facts.adminUsername));
    expect(account?.sub).toBeTruthy();
    // The seed set the password, so the users list shows the account as confirmed.
    expect(profile).toMatchObject({
      username: facts.adminUsername,
      sub: account?.sub,
      cognitoStatus: 'CONFIRMED',
    });
    expect(profile?.policies).toEqual(SEED_ADMIN_POLICIES.split(';'));
    expect(await item(keys.membership(facts.adminUsername, SYSTEM_UNIT.id))).toMatchObject({
      ouidChain: SYSTEM_UNIT.id,
      roles: ['admin'],
    });
    expect(await item(keys.membership(facts.adminUsername, 'system'))).toMatchObject({
      ouidChain: 'system',
      roles: ['admin'],
    });
    const tokens = await signIn(facts, facts.adminUsername, facts.adminPassword);
    expect(claimsOf(tokens.idToken).policies).toBe(SEED_ADMIN_POLICIES);
  });
});

describe('the first admin of a fresh environment', () => {
  it('is invited by e-mail once, and chooses a password at the first sign-in', async () => {
    const username = `ops-${randomUUID().slice(0, 8)}@example.com`;
    const result = await bootstrapTwice({
      admin: { username, email: username, name: 'Ops Person' },
      delivery: 'email',
    });

    expect(result.admin).toMatchObject({ username, status: 'FORCE_CHANGE_PASSWORD' });
    const created = result.steps.filter((step) => step.outcome === 'created');
    expect(created.map((step) => step.subject)).toEqual([
      `sign-in account ${username} (FORCE_CHANGE_PASSWORD)`,
      `profile ${username} (sub ${result.admin.sub})`,
      `membership ${SYSTEM_UNIT.id}=admin of ${username}`,
      `membership system=admin of ${username}`,
    ]);
    expect(created[0]?.note).toBe(`invitation e-mailed to ${username}`);
    expect(await item(keys.profile(username))).toMatchObject({
      cognitoStatus: 'FORCE_CHANGE_PASSWORD',
    });

    const invitation = await invitationTo(username);
    const challenge = await signInClient.send(
      new InitiateAuthCommand({
        AuthFlow: 'USER_PASSWORD_AUTH',
        ClientId: facts.userPool.userPoolClientId,
        AuthParameters: { USERNAME: username, PASSWORD: invitation.code },
      }),
    );
    expect(challenge.ChallengeName).toBe('NEW_PASSWORD_REQUIRED');
    const answer = await signInClient.send(
      new RespondToAuthChallengeCommand({
        ChallengeName: 'NEW_PASSWORD_REQUIRED',
        ClientId: facts.userPool.userPoolClientId,
        Session: challenge.Session,
        ChallengeResponses: { USERNAME: username, NEW_PASSWORD: 'Ops#Chosen2026' },
      }),
    );
    const idToken = answer.AuthenticationResult?.IdToken ?? '';
    expect(claimsOf(idToken).policies).toBe(`${SYSTEM_UNIT.id}=admin;system=admin`);

    // The second run reused the account instead of inviting it again.
    expect(await mailsTo(username)).toHaveLength(1);
    const rerun = await bootstrapPlatform(target, {
      admin: { username, email: username, name: 'Ops Person' },
      delivery: 'email',
      resendInvitation: true,
    });
    expect(outcomes(rerun)[`sign-in account ${username} (CONFIRMED)`]).toBe('unchanged');
    expect(rerun.steps.find((step) => step.subject.startsWith('sign-in'))?.note).toMatch(
      /signed in already/,
    );
  });

  it('reuses an existing account of that e-mail address without inviting it', async () => {
    const username = `existing-${randomUUID().slice(0, 8)}`;
    await createUser(facts, username, 'Existing#Pass1');
    const email = `${username}@example.com`;
    const before = await snapshotState(facts);

    await expect(
      bootstrapPlatform(target, {
        admin: { username, email: 'someone-else@example.com', name: 'Someone Else' },
        delivery: 'email',
      }),
    ).rejects.toThrow(`The account ${username} exists with the e-mail address ${email}`);
    expect(stateChanges(before, await snapshotState(facts))).toEqual([]);

    const result = await bootstrapTwice({
      admin: { username, email, name: 'Existing Person' },
      delivery: 'email',
    });
    const account = await accountOf(facts, username);
    expect(outcomes(result)[`sign-in account ${username} (CONFIRMED)`]).toBe('unchanged');
    expect(outcomes(result)[`profile ${username} (sub ${account?.sub})`]).toBe('created');
    expect(await item(keys.profile(username))).toMatchObject({
      sub: account?.sub,
      name: 'Existing Person',
      email,
      policies: [`${SYSTEM_UNIT.id}=admin`, 'system=admin'],
      cognitoStatus: 'CONFIRMED',
    });
    expect(await mailsTo(username)).toEqual([]);
    const tokens = await signIn(facts, username, 'Existing#Pass1');
    expect(claimsOf(tokens.idToken).policies).toBe(`${SYSTEM_UNIT.id}=admin;system=admin`);
  });
});
