/**
 * The purge of soft-deleted subtrees (lambdas/orgunit/purge-deleted.ts, the daily Lambda's and
 * `npm run purge-deleted`'s code) against DynamoDB Local, with a clock the test sets. It runs on a
 * table of its own, so a purge "31 days ahead" cannot touch what other suites left to restore.
 */
import { randomUUID } from 'node:crypto';

import { CreateTableCommand, DeleteTableCommand, DynamoDBClient } from '@aws-sdk/client-dynamodb';
import {
  BatchWriteCommand,
  DynamoDBDocumentClient,
  GetCommand,
  QueryCommand,
} from '@aws-sdk/lib-dynamodb';

import { keys } from '../../../lambdas/domain/data-keys';
import {
  appMembershipRecord,
  membershipRecord,
  nameWordRecords,
  orgunitRecord,
  profileRecord,
  siblingNameRecord,
} from '../../../lambdas/domain/record-builders';
import type { OrgunitRecord } from '../../../lambdas/domain/records';
import { purgeDeleted } from '../../../lambdas/orgunit/purge-deleted';
import type { Logger } from '../../../lambdas/shared/logger';
import { createTableInput } from '../../../lambdas/shared/table-definition';
import { LOCAL_CREDENTIALS, LOCAL_REGION } from '../../../local/settings';
import { softDeletedItems } from '../support/workqueue-fixture';
import { sharedPlatform } from '../support/shared-platform';

const { facts } = sharedPlatform();
jest.setTimeout(60_000);

const TABLE = `purge-test-${randomUUID().slice(0, 8)}`;
const NOW = new Date('2030-03-01T00:00:00.000Z');
const DUE = '2030-01-15T00:00:00.000Z'; // 45 days before NOW: past the 30-day restore period
const RECENT = '2030-02-20T00:00:00.000Z'; // 9 days before NOW: still restorable
const CREATED = '2029-12-01T00:00:00.000Z';

const client = DynamoDBDocumentClient.from(
  new DynamoDBClient({
    endpoint: facts.urls.dynamodb,
    region: LOCAL_REGION,
    credentials: LOCAL_CREDENTIALS,
  }),
  { marshallOptions: { removeUndefinedValues: true } },
);

const silent: Logger = {
  debug: () => undefined,
  info: () => undefined,
  warn: () => undefined,
  error: () => undefined,
  child: () => silent,
};

function unit(id: string, chain: string, type: OrgunitRecord['type'] = 'ORGUNIT'): OrgunitRecord {
  return orgunitRecord({
    identifier: id,
    ouidChain: chain,
    type,
    name: `Purge ${id}`,
    description: '',
    emailId: '',
    mobile: '',
    markedForDeletion: type !== 'ROOT' && chain.split('/').length === 3,
    deletionRequestedBy: 'requester',
    createdBy: 'test',
    createdDate: CREATED,
    lastModifiedDate: CREATED,
    version: 2,
  });
}

function member(username: string, of: OrgunitRecord) {
  return membershipRecord({
    username,
    ouid: of.identifier,
    ouidChain: of.ouidChain,
    roles: ['user'],
    name: username,
    email: `${username}@example.com`,
    phone_number: '',
    createdDate: CREATED,
  });
}

async function put(items: readonly object[]): Promise<void> {
  for (let start = 0; start < items.length; start += 25) {
    await client.send(
      new BatchWriteCommand({
        RequestItems: {
          [TABLE]: items.slice(start, start + 25).map((Item) => ({ PutRequest: { Item } })),
        },
      }),
    );
  }
}

async function item(key: { PK: string; SK: string }) {
  return (await client.send(new GetCommand({ TableName: TABLE, Key: key }))).Item;
}

const root = unit('ou-pg-root', 'ou-pg-root', 'ROOT');
const parent = unit('ou-pg-parent', 'ou-pg-root/ou-pg-parent');
const due = unit('ou-pg-due', 'ou-pg-root/ou-pg-parent/ou-pg-due');
const dueChild = unit('ou-pg-duechild', `${due.ouidChain}/ou-pg-duechild`);
const recent = unit('ou-pg-recent', 'ou-pg-root/ou-pg-parent/ou-pg-recent');
const recentChild = unit('ou-pg-recentchild', `${recent.ouidChain}/ou-pg-recentchild`);

function deletedSubtree(top: OrgunitRecord, child: OrgunitRecord, at: string): object[] {
  return [
    ...softDeletedItems(top, 'approver', at),
    { ...child, deletedTop: top.identifier },
    siblingNameRecord({
      parentOuId: top.identifier,
      identifier: child.identifier,
      name: child.name,
    }),
    ...nameWordRecords({
      identifier: child.identifier,
      parentOuId: top.identifier,
      name: child.name,
    }),
    { ...keys.activeConfig(top.identifier, 'app'), entity: 'config', identifier: 'app' },
    { ...keys.orgunit(child.identifier), SK: 'DOC#one', entity: 'document' },
  ];
}

beforeAll(async () => {
  await client.send(new CreateTableCommand(createTableInput(TABLE)));
  Object.assign(process.env, {
    TABLE_NAME: TABLE,
    AWS_REGION: LOCAL_REGION,
    AWS_ACCESS_KEY_ID: LOCAL_CREDENTIALS.accessKeyId,
    AWS_SECRET_ACCESS_KEY: LOCAL_CREDENTIALS.secretAccessKey,
    AWS_ENDPOINT_URL_DYNAMODB: facts.urls.dynamodb,
    API_TOPIC_ARN: 'arn:aws:sns:ap-south-1:000000000000:purge-test',
  });
  await put([
    root,
    parent,
    ...deletedSubtree(due, dueChild, DUE),
    ...deletedSubtree(recent, recentChild, RECENT),
    profileRecord(
      { username: 'pg-user', name: 'U', email: 'u@example.com', phone_number: '' },
      ['ou-pg-duechild=user', 'ou-pg-parent=user'],
      CREATED,
    ),
    member('pg-user', dueChild),
    member('pg-user', parent),
    member('pg-recent-user', recentChild),
    appMembershipRecord({
      username: 'pg-user',
      ouid: dueChild.identifier,
      ouidChain: dueChild.ouidChain,
      appId: 'ticketapp',
      roles: ['agent'],
      createdDate: CREATED,
    }),
  ]);
});

afterAll(async () => {
  await client.send(new DeleteTableCommand({ TableName: TABLE })).catch(() => undefined);
  client.destroy();
});

async function partition(pk: string) {
  const { Items } = await client.send(
    new QueryCommand({
      TableName: TABLE,
      KeyConditionExpression: 'PK = :pk',
      ExpressionAttributeValues: { ':pk': pk },
    }),
  );
  return Items ?? [];
}

describe('purging deleted units', () => {
  it('leaves everything alone while the restore period lasts', async () => {
    const early = await purgeDeleted({ now: new Date('2030-02-10T00:00:00.000Z'), log: silent });
    expect(early).toEqual({ purged: [], units: 0, pending: false });
    expect(await item(keys.orgunit(due.identifier))).toBeDefined();
  });

  it('removes a subtree past 30 days in bounded runs, and only that one', async () => {
    // One unit per run: the first run stops with work left, the next finishes (idempotent).
    const first = await purgeDeleted({ now: NOW, maxUnits: 1, log: silent });
    expect(first).toEqual({ purged: [], units: 1, pending: true });
    expect(await item(keys.orgunit(due.identifier))).toBeDefined();
    const second = await purgeDeleted({ now: NOW, log: silent });
    expect(second).toEqual({ purged: [due.identifier], units: 1, pending: false });

    for (const id of [due.identifier, dueChild.identifier]) {
      expect(await partition(keys.orgunit(id).PK)).toEqual([]);
    }
    expect(await partition(keys.siblingName(due.identifier, '').PK)).toEqual([]);
    expect(await item(keys.membership('pg-user', dueChild.identifier))).toBeUndefined();
    expect(
      await item(keys.appMembership('pg-user', dueChild.identifier, 'ticketapp')),
    ).toBeUndefined();
    expect(await item(keys.membership('pg-user', parent.identifier))).toBeDefined();
    expect(await item(keys.profile('pg-user'))).toMatchObject({ policies: ['ou-pg-parent=user'] });
    const audits = await partition(keys.auditOfUnit(parent.identifier));
    expect(audits).toEqual([
      expect.objectContaining({
        action: 'delete',
        targetId: due.identifier,
        actor: 'system:purge',
      }),
    ]);

    // The recently deleted subtree is untouched and still restorable.
    expect(await item(keys.orgunit(recent.identifier))).toMatchObject({
      deletedTop: recent.identifier,
    });
    expect(await item(keys.deletedUnit(recent.identifier))).toBeDefined();
    expect(await item(keys.orgunit(recentChild.identifier))).toBeDefined();
    expect(await item(keys.membership('pg-recent-user', recentChild.identifier))).toBeDefined();

    expect(await purgeDeleted({ now: NOW, log: silent })).toEqual({
      purged: [],
      units: 0,
      pending: false,
    });
  });
});
