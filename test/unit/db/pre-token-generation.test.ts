/** The pre-token-generation trigger against DynamoDB Local, with the V1 event cognito-local sends. */
import type { PreTokenGenerationTriggerEvent } from 'aws-lambda';

import { handler } from '../../../lambdas/triggers/pre-token-generation';
import { type DynamoDbLocal, startDynamoDbLocal } from '../../support/dynamodb-local';
import { writeTenancy } from '../support/tenancy-fixture';

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

function triggerEvent(userName: string): PreTokenGenerationTriggerEvent {
  return {
    version: '1',
    region: 'ap-south-1',
    userPoolId: 'local_pool',
    triggerSource: 'TokenGeneration_Authentication',
    userName,
    callerContext: { awsSdkVersion: 'aws-sdk-unknown-unknown', clientId: 'client' },
    request: {
      userAttributes: { email: `${userName}@example.com` },
      groupConfiguration: {},
      clientMetadata: {},
    },
    response: { claimsOverrideDetails: {} },
  } as PreTokenGenerationTriggerEvent; // the V1 shape; aws-lambda's union also names V2 fields
}

const claimsOf = async (userName: string) =>
  (await handler(triggerEvent(userName))).response.claimsOverrideDetails?.claimsToAddOrOverride;

describe('pre-token-generation trigger', () => {
  it('adds the memberships of two units and one application', async () => {
    expect(await claimsOf('multi')).toEqual({
      policies: 'ou-sales=admin;ou-support=user,auditor',
      teamPolicies: '',
      appPolicies: 'ou-sales:crm=agent,viewer',
    });
  });

  it('marks a member of the system pseudo-unit as system admin', async () => {
    expect(await claimsOf('system-admin')).toMatchObject({ policies: 'system=admin' });
  });

  it('gives empty claims to a user without memberships', async () => {
    expect(await claimsOf('nobody')).toEqual({ policies: '', teamPolicies: '', appPolicies: '' });
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
