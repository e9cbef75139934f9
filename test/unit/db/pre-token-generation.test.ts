/** The pre-token-generation trigger against DynamoDB Local, with the V1 event cognito-local sends. */
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import type { PreTokenGenerationTriggerEvent } from 'aws-lambda';

import { accountMfaSettings } from '../../../lambdas/shared/cognito-accounts-mfa';
import { handler } from '../../../lambdas/triggers/pre-token-generation';
import { type DynamoDbLocal, startDynamoDbLocal } from '../../support/dynamodb-local';
import { keys } from '../../../lambdas/domain/data-keys';
import { membershipRecord, profileRecord } from '../../../lambdas/domain/record-builders';
import { subOf } from '../support/events';
import { displayOf, membership, UNITS, writeTenancy } from '../support/tenancy-fixture';

// The pool's answer to AdminGetUser (UserMFASettingList): TOTP only for 'totp-user'.
jest.mock('../../../lambdas/shared/cognito-accounts-mfa', () => ({
  accountMfaSettings: jest.fn((_pool: string, username: string) =>
    Promise.resolve(username === 'totp-user' ? ['SOFTWARE_TOKEN_MFA'] : []),
  ),
}));

let dynamo: DynamoDbLocal;

beforeAll(async () => {
  jest.spyOn(console, 'log').mockImplementation(() => undefined);
  dynamo = await startDynamoDbLocal();
  dynamo.applyHandlerEnv();
  await writeTenancy(dynamo.documentClient, dynamo.tableName);
}, 60_000);

afterAll(async () => {
  await dynamo?.stop();
  jest.restoreAllMocks();
});

function triggerEvent(userName: string, sub = subOf(userName)): PreTokenGenerationTriggerEvent {
  return {
    version: '1',
    region: 'ap-south-1',
    userPoolId: 'local_pool',
    triggerSource: 'TokenGeneration_Authentication',
    userName,
    callerContext: { awsSdkVersion: 'aws-sdk-unknown-unknown', clientId: 'client' },
    request: {
      userAttributes: { sub, email: `${userName}@example.com` },
      groupConfiguration: {},
      clientMetadata: {},
    },
    response: { claimsOverrideDetails: {} },
  } as PreTokenGenerationTriggerEvent; // the V1 shape; aws-lambda's union also names V2 fields
}

async function put(...items: object[]): Promise<void> {
  for (const item of items) {
    const Item = item as Record<string, unknown>;
    await dynamo.documentClient.send(new PutCommand({ TableName: dynamo.tableName, Item }));
  }
}

const claimsOf = async (userName: string, sub?: string) =>
  (await handler(triggerEvent(userName, sub))).response.claimsOverrideDetails
    ?.claimsToAddOrOverride;

const EMPTY_CLAIMS = {
  policies: '',
  teamPolicies: '',
  appPolicies: '',
  mfa_enabled: 'false',
  mfa_required: 'false',
};

describe('pre-token-generation trigger', () => {
  it('adds the memberships of two units and one application', async () => {
    expect(await claimsOf('multi')).toEqual({
      policies: 'ou-sales=admin;ou-support=user,auditor',
      teamPolicies: '',
      appPolicies: 'ou-sales:crm=agent,viewer',
      mfa_enabled: 'false',
      mfa_required: 'false',
    });
  });

  it('says whether the account has TOTP on, as the pool reports it for the username', async () => {
    expect(await claimsOf('totp-user')).toEqual({ ...EMPTY_CLAIMS, mfa_enabled: 'true' });
    expect(jest.mocked(accountMfaSettings)).toHaveBeenCalledWith('local_pool', 'totp-user');
    expect(await claimsOf('system-admin')).toMatchObject({ mfa_enabled: 'false' });
  });

  it('says MFA is off when the pool cannot be read, and still adds the policies', async () => {
    jest.mocked(accountMfaSettings).mockRejectedValueOnce(new Error('unreachable'));
    expect(await claimsOf('system-admin')).toMatchObject({
      policies: 'system=admin',
      mfa_enabled: 'false',
    });
  });

  it('marks a member of the system pseudo-unit as system admin', async () => {
    expect(await claimsOf('system-admin')).toMatchObject({ policies: 'system=admin' });
  });

  it('gives empty claims to a user without memberships', async () => {
    expect(await claimsOf('nobody')).toEqual(EMPTY_CLAIMS);
  });

  it("gives an account that took an earlier account's username none of its holdings", async () => {
    expect(await claimsOf('multi', 'sub-of-a-new-account')).toEqual(EMPTY_CLAIMS);
    expect(await claimsOf('MULTI', subOf('multi'))).toMatchObject({
      policies: 'ou-sales=admin;ou-support=user,auditor',
    });
  });

  it('gives empty claims by a profile that stores no sub, and by memberships without a profile', async () => {
    const { sub: _sub, ...unbound } = profileRecord(
      { username: 'unbound', sub: 'unused', ...displayOf('unbound') },
      ['ou-sales=user'],
      '2026-01-01T00:00:00.000Z',
    );
    await put(unbound, membership('unbound', 'ou-sales', ['user']));
    expect(await claimsOf('unbound')).toEqual(EMPTY_CLAIMS);
    await put(membership('no-profile', 'ou-sales', ['admin']));
    expect(await claimsOf('no-profile')).toEqual(EMPTY_CLAIMS);
  });

  it("says whether the core config in force on one of the user's live units requires MFA", async () => {
    const sales = UNITS.find((unit) => unit.identifier === 'ou-sales');
    if (!sales) throw new Error('No ou-sales in the tenancy');
    const gone = { ...sales, ...keys.orgunit('ou-sales-gone'), identifier: 'ou-sales-gone' };
    const goneChain = `${sales.ouidChain}/ou-sales-gone`;
    const goneMember = membershipRecord({
      username: 'gone-member',
      ouid: gone.identifier,
      ouidChain: goneChain,
      roles: ['user'],
      ...displayOf('gone-member'),
      createdDate: '2026-01-01T00:00:00.000Z',
    });
    await put(
      { ...gone, ouidChain: goneChain, deletedTop: gone.identifier },
      profileRecord(
        { username: 'gone-member', sub: subOf('gone-member'), ...displayOf('gone-member') },
        ['ou-sales-gone=user'],
        '2026-01-01T00:00:00.000Z',
      ),
      goneMember,
    );
    expect(await claimsOf('sales-member')).toMatchObject({ mfa_required: 'false' });
    await put({
      ...keys.activeConfig('ou-sales', 'core'),
      entity: 'config',
      ouid: 'ou-sales',
      identifier: 'core',
      key: 'ou-sales/core.json',
      eTag: '"e"',
      config: { requireMfa: true },
      createdBy: 'test',
      createdDate: '2026-01-01T00:00:00.000Z',
      version: 1,
    });
    expect(await claimsOf('sales-member')).toMatchObject({ mfa_required: 'true' });
    expect(await claimsOf('multi')).toMatchObject({ mfa_required: 'true' });
    expect(await claimsOf('support-member')).toMatchObject({ mfa_required: 'false' });
    // A unit under the requiring one, but deleted: no policy, no requirement.
    expect(await claimsOf('gone-member')).toEqual(EMPTY_CLAIMS);
  });

  it('returns the event it was given, as the Invoke API expects', async () => {
    const event = triggerEvent('root-admin');
    const result = await handler(event);
    expect(result).toBe(event);
    expect(
      JSON.parse(JSON.stringify(result)).response.claimsOverrideDetails.claimsToAddOrOverride
        .policies,
    ).toBe('ou-root=admin');
  });
});
