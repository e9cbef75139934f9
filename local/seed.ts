/** Seeds units, config artifacts and the admin account; every step skips what already exists. */
import {
  AdminCreateUserCommand,
  AdminGetUserCommand,
  AdminSetUserPasswordCommand,
  UserNotFoundException,
} from '@aws-sdk/client-cognito-identity-provider';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { HeadObjectCommand, NotFound, PutObjectCommand } from '@aws-sdk/client-s3';
import { DynamoDBDocumentClient, PutCommand } from '@aws-sdk/lib-dynamodb';

import { configArtifactKey } from '../lambdas/domain/config-schema';
import { keys } from '../lambdas/domain/data-keys';
import { formatPolicy, SYSTEM_POLICY_OUID } from '../lambdas/domain/policies';
import {
  membershipRecord,
  orgunitRecord,
  profileRecord,
  siblingNameRecord,
} from '../lambdas/domain/record-builders';
import type {
  ActiveConfigRecord,
  MembershipRecord,
  OrgunitRecord,
  ProfileRecord,
  SiblingNameRecord,
} from '../lambdas/domain/records';
import { cognitoClient, type UserPoolIds } from './cognito';
import { dynamoDbClient } from './dynamodb';
import { s3Client } from './s3';
import {
  SEED_ADMIN_MEMBERSHIPS,
  SEED_ADMIN_NAME,
  SEED_CONFIGS,
  SEED_CREATED_BY,
  SEED_DATE,
  SEED_DEPLOYED_ONLY,
  SEED_UNITS,
  type SeedUnit,
} from './seed-data';
import { LOCAL_RESOURCES, type LocalSettings } from './settings';

type Item =
  OrgunitRecord | SiblingNameRecord | ProfileRecord | MembershipRecord | ActiveConfigRecord;

/** Puts the item unless it exists; `orLacking` also replaces one written before that attribute. */
async function putIfMissing(
  documents: DynamoDBDocumentClient,
  item: Item,
  orLacking?: string,
): Promise<void> {
  try {
    await documents.send(
      new PutCommand({
        TableName: LOCAL_RESOURCES.tableName,
        Item: item,
        ConditionExpression: orLacking
          ? 'attribute_not_exists(PK) OR attribute_not_exists(#lacking)'
          : 'attribute_not_exists(PK)',
        ExpressionAttributeNames: orLacking ? { '#lacking': orLacking } : undefined,
      }),
    );
  } catch (error) {
    if (!(error instanceof ConditionalCheckFailedException)) throw error;
  }
}

/** The chain a seeded membership carries: its unit's, or `system` for the pseudo-unit. */
function seedMembershipChain(ouid: string): string {
  if (ouid === SYSTEM_POLICY_OUID) return SYSTEM_POLICY_OUID;
  const unit = SEED_UNITS.find((candidate) => candidate.id === ouid);
  if (!unit) throw new Error(`Seed membership of an unknown unit ${ouid}`);
  return unit.ouidChain;
}

function seedUnitRecord(unit: SeedUnit): OrgunitRecord {
  return orgunitRecord({
    identifier: unit.id,
    ouidChain: unit.ouidChain,
    type: unit.type,
    name: unit.name,
    description: unit.description,
    emailId: '',
    mobile: '',
    markedForDeletion: false,
    createdBy: SEED_CREATED_BY,
    createdDate: SEED_DATE,
    lastModifiedDate: SEED_DATE,
    version: 1,
  });
}

/** Uploads the artifact unless it is there, and returns its ETag as S3 reports it. */
async function ensureArtifact(
  settings: LocalSettings,
  key: string,
  config: unknown,
): Promise<string> {
  const s3 = s3Client(settings);
  try {
    try {
      const head = await s3.send(
        new HeadObjectCommand({ Bucket: LOCAL_RESOURCES.configBucket, Key: key }),
      );
      if (head.ETag) return head.ETag;
    } catch (error) {
      if (!(error instanceof NotFound)) throw error;
    }
    const put = await s3.send(
      new PutObjectCommand({
        Bucket: LOCAL_RESOURCES.configBucket,
        Key: key,
        Body: `${JSON.stringify(config, null, 2)}\n`,
        ContentType: 'application/json',
      }),
    );
    if (!put.ETag) throw new Error(`s3rver stored ${key} without an ETag`);
    return put.ETag;
  } finally {
    s3.destroy();
  }
}

type Attributes = readonly { Name?: string; Value?: string }[] | undefined;
const subOf = (attributes: Attributes) => attributes?.find((a) => a.Name === 'sub')?.Value;

/** The admin's sign-in account (made on the first start); returns its `sub`. */
async function ensureAdminAccount(settings: LocalSettings, pool: UserPoolIds): Promise<string> {
  const cognito = cognitoClient(settings);
  const { username, password } = settings.admin;
  try {
    const existing = await cognito.send(
      new AdminGetUserCommand({ UserPoolId: pool.userPoolId, Username: username }),
    );
    const sub = subOf(existing.UserAttributes);
    if (sub) return sub;
  } catch (error) {
    if (!(error instanceof UserNotFoundException)) throw error;
  }
  try {
    const created = await cognito.send(
      new AdminCreateUserCommand({
        UserPoolId: pool.userPoolId,
        Username: username,
        MessageAction: 'SUPPRESS',
        UserAttributes: [
          { Name: 'email', Value: username },
          { Name: 'email_verified', Value: 'true' },
          { Name: 'name', Value: SEED_ADMIN_NAME },
        ],
      }),
    );
    await cognito.send(
      new AdminSetUserPasswordCommand({
        UserPoolId: pool.userPoolId,
        Username: username,
        Password: password,
        Permanent: true,
      }),
    );
    const sub = subOf(created.User?.Attributes);
    if (!sub) throw new Error('cognito-local created the admin account without a sub');
    return sub;
  } finally {
    cognito.destroy();
  }
}

export async function seed(settings: LocalSettings, pool: UserPoolIds): Promise<void> {
  const client = dynamoDbClient(settings);
  const documents = DynamoDBDocumentClient.from(client);
  try {
    for (const unit of SEED_UNITS) {
      await putIfMissing(documents, seedUnitRecord(unit));
      // The API keeps sibling names unique through these items; seeded units hold theirs too.
      if (unit.parentId) {
        await putIfMissing(
          documents,
          siblingNameRecord({ parentOuId: unit.parentId, identifier: unit.id, name: unit.name }),
        );
      }
    }

    for (const { ouid, identifier, config } of SEED_CONFIGS) {
      const key = configArtifactKey(ouid, identifier);
      const eTag = await ensureArtifact(settings, key, config);
      await putIfMissing(documents, {
        ...keys.activeConfig(ouid, identifier),
        entity: 'config',
        ouid,
        identifier,
        key,
        eTag,
        config,
        createdBy: SEED_CREATED_BY,
        createdDate: SEED_DATE,
        version: 1,
      });
    }

    for (const { key, config } of SEED_DEPLOYED_ONLY) await ensureArtifact(settings, key, config);

    const { username } = settings.admin;
    const sub = await ensureAdminAccount(settings, pool);
    // A profile seeded before profiles stored the account's sub is written again.
    await putIfMissing(
      documents,
      profileRecord(
        { username, sub, name: SEED_ADMIN_NAME, email: username, phone_number: '' },
        SEED_ADMIN_MEMBERSHIPS.map(formatPolicy),
        SEED_DATE,
      ),
      'sub',
    );
    for (const { ouid, roles } of SEED_ADMIN_MEMBERSHIPS) {
      const membership = membershipRecord({
        username,
        ouid,
        ouidChain: seedMembershipChain(ouid),
        roles: [...roles],
        name: SEED_ADMIN_NAME,
        email: username,
        phone_number: '',
        createdDate: SEED_DATE,
      });
      // Memberships seeded before they carried the unit's chain are written again.
      await putIfMissing(documents, membership, 'ouidChain');
    }
  } finally {
    client.destroy();
  }
}
