/** Grants a unit role to a user behind the console's back, as another admin would (DynamoDB Local). */
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, PutCommand } from '@aws-sdk/lib-dynamodb';

import { membershipRecord } from '../../lambdas/domain/record-builders';
import { SEED_UNITS } from '../../local/seed-data';
import {
  LOCAL_CREDENTIALS,
  LOCAL_REGION,
  LOCAL_RESOURCES,
  loadLocalSettings,
  localUrl,
} from '../../local/settings';

/** The platform of playwright.config.ts runs with LOCAL_PORT_OFFSET=E2E_PORT_OFFSET (200). */
const E2E_SETTINGS = loadLocalSettings({ LOCAL_PORT_OFFSET: process.env.E2E_PORT_OFFSET ?? '200' });

export async function grantUnitRoles(
  username: string,
  ouid: string,
  roles: string[],
): Promise<void> {
  const unit = SEED_UNITS.find((candidate) => candidate.id === ouid);
  if (!unit) throw new Error(`grantUnitRoles: ${ouid} is not a seeded unit`);
  const table = DynamoDBDocumentClient.from(
    new DynamoDBClient({
      endpoint: localUrl(E2E_SETTINGS, 'dynamodb'),
      region: LOCAL_REGION,
      credentials: LOCAL_CREDENTIALS,
    }),
  );
  try {
    const item = membershipRecord({
      username,
      ouid,
      ouidChain: unit.ouidChain,
      roles,
      name: 'Test User',
      email: username,
      phone_number: '',
      createdDate: new Date().toISOString(),
    });
    await table.send(new PutCommand({ TableName: LOCAL_RESOURCES.tableName, Item: item }));
  } finally {
    table.destroy();
  }
}
