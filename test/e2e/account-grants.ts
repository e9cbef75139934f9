/**
 * Grants a unit role to a user behind the console's back, as another admin would (DynamoDB Local):
 * the membership, and the policy in the profile's copy that the authorization reads. A user
 * without a profile gets one bound to their account's `sub`, as POST /orguser gives it: only such
 * a profile makes a username's memberships count (lambdas/domain/identity.ts).
 */
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import {
  DynamoDBDocumentClient,
  GetCommand,
  PutCommand,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';

import { keys } from '../../lambdas/domain/data-keys';
import { formatPolicy, SYSTEM_POLICY_OUID } from '../../lambdas/domain/policies';
import { membershipRecord, profileRecord } from '../../lambdas/domain/record-builders';
import { SEED_UNITS } from '../../local/seed-data';
import {
  LOCAL_CREDENTIALS,
  LOCAL_REGION,
  LOCAL_RESOURCES,
  loadLocalSettings,
  localUrl,
} from '../../local/settings';
import type { ConfirmedUser } from './account-users';

/** The platform of playwright.config.ts runs with LOCAL_PORT_OFFSET=E2E_PORT_OFFSET (200). */
const E2E_SETTINGS = loadLocalSettings({ LOCAL_PORT_OFFSET: process.env.E2E_PORT_OFFSET ?? '200' });

const DISPLAY = { name: 'Test User', phone_number: '' };

export async function grantUnitRoles(
  user: Pick<ConfirmedUser, 'username' | 'sub'>,
  ouid: string,
  roles: string[],
): Promise<void> {
  // `system` is no unit: its policy's chain is itself, as the bootstrap gives it.
  const ouidChain =
    ouid === SYSTEM_POLICY_OUID
      ? SYSTEM_POLICY_OUID
      : SEED_UNITS.find((candidate) => candidate.id === ouid)?.ouidChain;
  if (!ouidChain) throw new Error(`grantUnitRoles: ${ouid} is not a seeded unit`);
  const table = DynamoDBDocumentClient.from(
    new DynamoDBClient({
      endpoint: localUrl(E2E_SETTINGS, 'dynamodb'),
      region: LOCAL_REGION,
      credentials: LOCAL_CREDENTIALS,
    }),
  );
  try {
    const item = membershipRecord({
      username: user.username,
      ouid,
      ouidChain,
      roles,
      ...DISPLAY,
      email: user.username,
      createdDate: new Date().toISOString(),
    });
    await table.send(new PutCommand({ TableName: LOCAL_RESOURCES.tableName, Item: item }));
    await putPolicyCopy(table, user, formatPolicy({ ouid, roles }));
  } finally {
    table.destroy();
  }
}

/** Replaces the unit's policy in the profile's sorted copy, creating the profile if need be. */
async function putPolicyCopy(
  table: DynamoDBDocumentClient,
  user: Pick<ConfirmedUser, 'username' | 'sub'>,
  policy: string,
): Promise<void> {
  const TableName = LOCAL_RESOURCES.tableName;
  const { Item } = await table.send(
    new GetCommand({ TableName, Key: keys.profile(user.username) }),
  );
  if (!Item) {
    const profile = profileRecord(
      { username: user.username, sub: user.sub, ...DISPLAY, email: user.username },
      [policy],
      new Date().toISOString(),
    );
    await table.send(new PutCommand({ TableName, Item: profile }));
    return;
  }
  const unitOf = (text: string) => text.slice(0, text.indexOf('='));
  const copy = Array.isArray(Item.policies) ? (Item.policies as string[]) : [];
  const policies = [...copy.filter((text) => unitOf(text) !== unitOf(policy)), policy].sort();
  await table.send(
    new UpdateCommand({
      TableName,
      Key: keys.profile(user.username),
      UpdateExpression: 'SET policies = :policies, version = version + :one',
      ExpressionAttributeValues: { ':policies': policies, ':one': 1 },
    }),
  );
}
