/**
 * The post-confirmation and post-authentication triggers against DynamoDB Local, with the events
 * cognito-local sends: they set the profile's stored status to CONFIRMED and touch nothing else.
 */
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { PostAuthenticationTriggerEvent, PostConfirmationTriggerEvent } from 'aws-lambda';

import { keys } from '../../../lambdas/domain/data-keys';
import { profileRecord } from '../../../lambdas/domain/record-builders';
import { handler as postAuthentication } from '../../../lambdas/triggers/post-authentication';
import { handler as postConfirmation } from '../../../lambdas/triggers/post-confirmation';
import { type DynamoDbLocal, startDynamoDbLocal } from '../../support/dynamodb-local';

const CREATED = '2026-01-01T00:00:00.000Z';

let dynamo: DynamoDbLocal;

beforeAll(async () => {
  jest.spyOn(console, 'log').mockImplementation(() => undefined);
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  dynamo = await startDynamoDbLocal();
  dynamo.applyHandlerEnv();
}, 60_000);

afterAll(async () => {
  await dynamo?.stop();
  jest.restoreAllMocks();
});

async function putProfile(username: string, sub: string, cognitoStatus?: string): Promise<void> {
  const profile = {
    ...profileRecord(
      { username, sub, name: username, email: `${username}@example.com`, phone_number: '' },
      [],
      CREATED,
    ),
    ...(cognitoStatus ? { cognitoStatus } : {}),
  };
  await dynamo.documentClient.send(new PutCommand({ TableName: dynamo.tableName, Item: profile }));
}

async function storedProfile(username: string): Promise<Record<string, unknown> | undefined> {
  const { Item } = await dynamo.documentClient.send(
    new GetCommand({ TableName: dynamo.tableName, Key: keys.profile(username) }),
  );
  return Item;
}

function confirmation(userName: string, sub: string): PostConfirmationTriggerEvent {
  return {
    version: '1',
    region: 'ap-south-1',
    userPoolId: 'local_pool',
    triggerSource: 'PostConfirmation_ConfirmSignUp',
    userName,
    callerContext: { awsSdkVersion: 'aws-sdk-unknown-unknown', clientId: 'client' },
    request: { userAttributes: { sub, 'cognito:user_status': 'CONFIRMED' } },
    response: {},
  };
}

function authentication(userName: string, sub: string): PostAuthenticationTriggerEvent {
  return {
    version: '1',
    region: 'ap-south-1',
    userPoolId: 'local_pool',
    triggerSource: 'PostAuthentication_Authentication',
    userName,
    callerContext: { awsSdkVersion: 'aws-sdk-unknown-unknown', clientId: 'client' },
    request: { userAttributes: { sub }, newDeviceUsed: false },
    response: {},
  };
}

describe('post-confirmation trigger', () => {
  it('records CONFIRMED on the profile, leaving its version and dates alone', async () => {
    await putProfile('signed-up', 'sub-1', 'UNCONFIRMED');
    const event = confirmation('signed-up', 'sub-1');
    expect(await postConfirmation(event)).toBe(event);
    expect(await storedProfile('signed-up')).toMatchObject({
      cognitoStatus: 'CONFIRMED',
      version: 1,
      lastModifiedDate: CREATED,
    });
  });

  it('creates no profile for an account that has none', async () => {
    await postConfirmation(confirmation('no-profile', 'sub-2'));
    expect(await storedProfile('no-profile')).toBeUndefined();
  });

  it('leaves a profile bound to another account (an earlier one of the name) alone', async () => {
    await putProfile('name-taken-again', 'old-sub', 'FORCE_CHANGE_PASSWORD');
    await postConfirmation(confirmation('name-taken-again', 'new-sub'));
    expect(await storedProfile('name-taken-again')).toMatchObject({
      cognitoStatus: 'FORCE_CHANGE_PASSWORD',
    });
  });

  it('leaves a profile that stores no sub alone: it is bound to no account', async () => {
    const { sub: _sub, ...unbound } = profileRecord(
      { username: 'unbound', sub: 'unused', name: 'u', email: 'u@example.com', phone_number: '' },
      [],
      CREATED,
    );
    await dynamo.documentClient.send(
      new PutCommand({
        TableName: dynamo.tableName,
        Item: { ...unbound, cognitoStatus: 'FORCE_CHANGE_PASSWORD' },
      }),
    );
    await postConfirmation(confirmation('unbound', 'sub-of-whoever-signed-up'));
    expect(await storedProfile('unbound')).toMatchObject({
      cognitoStatus: 'FORCE_CHANGE_PASSWORD',
    });
  });

  it('never fails the confirmation when the table cannot be written', async () => {
    const table = process.env.TABLE_NAME;
    process.env.TABLE_NAME = 'no-such-table';
    try {
      const event = confirmation('signed-up', 'sub-1');
      await expect(postConfirmation(event)).resolves.toBe(event);
    } finally {
      process.env.TABLE_NAME = table;
    }
  });
});

describe('post-authentication trigger', () => {
  it('records CONFIRMED after the first sign-in of an invited account, in any case', async () => {
    await putProfile('Invited.Admin', 'sub-3', 'FORCE_CHANGE_PASSWORD');
    const event = authentication('INVITED.admin', 'sub-3');
    expect(await postAuthentication(event)).toBe(event);
    expect(await storedProfile('invited.admin')).toMatchObject({
      username: 'Invited.Admin',
      cognitoStatus: 'CONFIRMED',
      version: 1,
    });
  });

  it('records a status on a profile that never had one, and keeps a CONFIRMED one', async () => {
    await putProfile('seeded', 'sub-4');
    await postAuthentication(authentication('seeded', 'sub-4'));
    expect(await storedProfile('seeded')).toMatchObject({ cognitoStatus: 'CONFIRMED' });
    await postAuthentication(authentication('seeded', 'sub-4'));
    expect(await storedProfile('seeded')).toMatchObject({ cognitoStatus: 'CONFIRMED' });
  });

  it('creates no profile for an account that has none', async () => {
    await postAuthentication(authentication('stranger', 'sub-5'));
    expect(await storedProfile('stranger')).toBeUndefined();
  });
});
