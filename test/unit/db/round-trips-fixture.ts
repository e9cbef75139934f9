/**
 * What the round-trip test needs in DynamoDB Local besides the small tenancy: profiles, an app
 * membership, the active core and ticketapp configs on ou-root, and a big subtree (ou-big) whose
 * org plan spans more than one 1 MB Query page.
 */
import { BatchWriteCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

import { keys } from '../../../lambdas/domain/data-keys';
import { documentRecord } from '../../../lambdas/domain/document-record';
import {
  appMembershipRecord,
  membershipRecord,
  orgunitRecord,
  profileRecord,
} from '../../../lambdas/domain/record-builders';
import { teamMembershipRecord, teamNameRecord, teamRecord } from '../../../lambdas/domain/teams';
import { SEED_CORE_CONFIG, SEED_TICKETAPP_CONFIG } from '../../../local/seed-data';
import { policyStrings } from '../../../lambdas/shared/repositories/profiles';
import { subOf } from '../support/events';
import { configVersionItems } from './round-trips-config';
import { chainOf, displayOf, MEMBERSHIPS, membership } from '../support/tenancy-fixture';

const CREATED = '2026-01-01T00:00:00.000Z';
export const BIG_TREE_UNITS = 2_600;
export const USERS = [
  'root-admin',
  'sales-admin',
  'sales-member',
  'system-admin',
  'app-user',
  'big-admin',
];

/** Memberships besides the tenancy's. */
const FIXTURE_MEMBERSHIPS = [
  membership('app-user', 'ou-sales', ['user']),
  membershipRecord({
    username: 'big-admin',
    ouid: 'ou-big',
    ouidChain: 'ou-big',
    roles: ['admin'],
    ...displayOf('big-admin'),
    createdDate: CREATED,
  }),
];

/** A profile with the copy of its user's memberships that the API keeps and authorizes by. */
function profile(username: string) {
  const policies = policyStrings(
    [...MEMBERSHIPS, ...FIXTURE_MEMBERSHIPS].filter((held) => held.username === username),
  );
  return profileRecord(
    { username, sub: subOf(username), ...displayOf(username) },
    policies,
    CREATED,
  );
}

function activeConfig(identifier: string, config: unknown): Record<string, unknown> {
  return {
    ...keys.activeConfig('ou-root', identifier),
    entity: 'config',
    ouid: 'ou-root',
    identifier,
    key: `ou-root/${identifier}.json`,
    eTag: '"seed"',
    config,
    createdBy: 'seed',
    createdDate: CREATED,
    version: 1,
  };
}

function bigTree(): object[] {
  // Ten children per unit: unit i hangs under unit floor(i / 10).
  const units = [{ id: 'ou-big', chain: 'ou-big' }];
  for (let index = 1; index < BIG_TREE_UNITS; index += 1) {
    const parent = units[Math.floor(index / 10)] as { chain: string };
    const id = `ou-big-${index}`;
    units.push({ id, chain: `${parent.chain}/${id}` });
  }
  return units.map(({ id, chain }, index) =>
    orgunitRecord({
      identifier: id,
      ouidChain: chain,
      type: index === 0 ? 'ROOT' : 'ORGUNIT',
      name: `Unit ${id}`,
      // Large items, so that the subtree needs several 1 MB pages.
      description: 'd'.repeat(500),
      emailId: '',
      mobile: '',
      markedForDeletion: false,
      createdBy: 'test',
      createdDate: CREATED,
      lastModifiedDate: CREATED,
      version: 1,
    }),
  );
}

/** Teams of ou-sales: `team-rt` with app-user as its member, `team-rt-gone` to delete. */
function teamItems(): object[] {
  const team = (teamId: string, name: string, memberCount: number) => [
    teamRecord({
      teamId,
      ouid: 'ou-sales',
      ouidChain: chainOf('ou-sales'),
      name,
      memberCount,
      createdBy: 'test',
      createdDate: CREATED,
      lastModifiedDate: CREATED,
      version: 1,
    }),
    teamNameRecord({ ouid: 'ou-sales', teamId, name }),
  ];
  return [
    ...team('team-rt', 'Round trip team', 1),
    ...team('team-rt-gone', 'Round trip team to delete', 0),
    teamMembershipRecord({
      username: 'app-user',
      teamId: 'team-rt',
      ouid: 'ou-sales',
      ouidChain: chainOf('ou-sales'),
      role: 'member',
      createdDate: CREATED,
    }),
  ];
}

/** A document of ou-sales (its object is not needed: reading it signs URLs only). */
export const ROUND_TRIP_DOCUMENT = documentRecord({
  id: '0b7f6c1e-5d0a-4c57-9a53-2f0c1e6a9d11',
  ouid: 'ou-sales',
  key: 'ou-sales/0b7f6c1e-5d0a-4c57-9a53-2f0c1e6a9d11-logo.png',
  name: 'logo.png',
  contentType: 'image/png',
  size: 2048,
  uploadedBy: 'sales-admin',
  uploadedAt: CREATED,
});

export async function writeRoundTripFixture(
  client: DynamoDBDocumentClient,
  tableName: string,
): Promise<void> {
  const items = [
    ...USERS.map(profile),
    ...FIXTURE_MEMBERSHIPS,
    appMembershipRecord({
      username: 'app-user',
      ouid: 'ou-sales',
      ouidChain: chainOf('ou-sales'),
      appId: 'ticketapp',
      roles: ['agent'],
      createdDate: CREATED,
    }),
    ...teamItems(),
    ROUND_TRIP_DOCUMENT,
    activeConfig('core', SEED_CORE_CONFIG),
    activeConfig('ticketapp', SEED_TICKETAPP_CONFIG),
    ...configVersionItems(),
    ...bigTree(),
  ].map((item) => item as Record<string, unknown>);
  for (let start = 0; start < items.length; start += 25) {
    await client.send(
      new BatchWriteCommand({
        RequestItems: {
          [tableName]: items.slice(start, start + 25).map((Item) => ({ PutRequest: { Item } })),
        },
      }),
    );
  }
}
