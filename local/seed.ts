/**
 * Seeds the local platform on every start: first the bootstrap an AWS environment gets after its
 * deploy (SYSTEM unit, shipped configs, first system admin), then the admin's own password and the
 * demo tenant on top. Every step keeps what already exists, so a second start changes nothing.
 */
import { AdminSetUserPasswordCommand } from '@aws-sdk/client-cognito-identity-provider';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

import { CORE_CONFIG_IDENTIFIER } from '../lambdas/domain/config-schema';
import { SYSTEM_POLICY_OUID } from '../lambdas/domain/policies';
import {
  orgunitRecord,
  siblingNameRecord,
  tenantNameRecord,
} from '../lambdas/domain/record-builders';
import { recordAccountStatus } from '../lib/bootstrap/account-status';
import {
  type AdminAccount,
  CONFIRMED_STATUS,
  INVITED_STATUS,
} from '../lib/bootstrap/admin-account';
import { type Grant, grantMemberships, loadHoldings } from '../lib/bootstrap/admin-grants';
import { type BootstrapOptions, bootstrapPlatform } from '../lib/bootstrap/bootstrap';
import { ensureChildNameIndex } from '../lib/bootstrap/child-name-index';
import { ensureActiveConfig, ensureArtifact } from '../lib/bootstrap/config-artifacts';
import { putIfMissing } from '../lib/bootstrap/put-if-missing';
import type { ShippedConfig } from '../lib/bootstrap/shipped-configs';
import { SYSTEM_UNIT_ID } from '../lib/bootstrap/system-unit';
import type { BootstrapTarget } from '../lib/bootstrap/target';
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

/** The bootstrap the seed runs: no invitation (the password is set right after), seed dates. */
export function seedBootstrapOptions(adminUsername: string): BootstrapOptions {
  return {
    admin: {
      username: adminUsername,
      // LOCAL_ADMIN_USERNAME need not be an address; the account needs one all the same.
      email: adminUsername.includes('@') ? adminUsername : `${adminUsername}@example.com`,
      name: SEED_ADMIN_NAME,
    },
    delivery: 'suppress',
    at: SEED_DATE,
  };
}

function seedUnitRecord(unit: SeedUnit) {
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

/** The chain a seeded membership carries: its unit's, or `system` for the pseudo-unit. */
function seedGrant({ ouid, roles }: (typeof SEED_ADMIN_MEMBERSHIPS)[number]): Grant {
  if (ouid === SYSTEM_POLICY_OUID) return { ouid, ouidChain: SYSTEM_POLICY_OUID, roles };
  const unit = SEED_UNITS.find((candidate) => candidate.id === ouid);
  if (!unit) throw new Error(`Seed membership of an unknown unit ${ouid}`);
  return { ouid, ouidChain: unit.ouidChain, roles };
}

/** A seeded artifact's text, as the first seeds wrote it (so its ETag stays the same). */
function seedArtifact(identifier: string, config: ShippedConfig['config']): ShippedConfig {
  return { identifier, body: `${JSON.stringify(config, null, 2)}\n`, config };
}

/** The ROOT tenant "Acme Group" with its units and configs, and the admin's membership there. */
async function seedDemoTenant(target: BootstrapTarget, admin: AdminAccount): Promise<void> {
  for (const unit of SEED_UNITS) {
    if (unit.id === SYSTEM_UNIT_ID) continue;
    const record = seedUnitRecord(unit);
    // A top unit seeded before it was listed on GSI1 (as tenants are) is written again.
    const listed = !unit.parentId && record.GSI1PK !== undefined;
    await putIfMissing(target, record, listed ? 'GSI1PK' : undefined);
    // The API keeps sibling and tenant names unique through these items; seeded units hold theirs.
    if (!unit.parentId)
      await putIfMissing(target, tenantNameRecord({ identifier: unit.id, name: unit.name }));
    if (unit.parentId) {
      await putIfMissing(
        target,
        siblingNameRecord({ parentOuId: unit.parentId, identifier: unit.id, name: unit.name }),
      );
      await ensureChildNameIndex(target, unit.id);
    }
  }
  for (const { ouid, identifier, config } of SEED_CONFIGS) {
    const artifact = seedArtifact(identifier, config);
    await ensureActiveConfig(target, ouid, artifact, SEED_DATE, SEED_CREATED_BY);
  }
  for (const { key, config } of SEED_DEPLOYED_ONLY) {
    await ensureArtifact(target, key, seedArtifact(CORE_CONFIG_IDENTIFIER, config));
  }
  const holdings = await loadHoldings(target, admin.username);
  await grantMemberships(target, admin, holdings, SEED_ADMIN_MEMBERSHIPS.map(seedGrant), SEED_DATE);
}

export async function seed(settings: LocalSettings, pool: UserPoolIds): Promise<void> {
  const dynamodb = dynamoDbClient(settings);
  const s3 = s3Client(settings);
  const cognito = cognitoClient(settings);
  const target: BootstrapTarget = {
    documents: DynamoDBDocumentClient.from(dynamodb),
    s3,
    cognito,
    tableName: LOCAL_RESOURCES.tableName,
    configBucket: LOCAL_RESOURCES.configBucket,
    userPoolId: pool.userPoolId,
  };
  try {
    const { admin } = await bootstrapPlatform(
      target,
      seedBootstrapOptions(settings.admin.username),
    );
    // Until then the account only has the temporary password nobody was told.
    if (admin.status === INVITED_STATUS) {
      await cognito.send(
        new AdminSetUserPasswordCommand({
          UserPoolId: pool.userPoolId,
          Username: admin.username,
          Password: settings.admin.password,
          Permanent: true,
        }),
      );
      await recordAccountStatus(target, admin.username, CONFIRMED_STATUS);
    }
    await seedDemoTenant(target, admin);
  } finally {
    for (const client of [dynamodb, s3, cognito]) client.destroy();
  }
}
