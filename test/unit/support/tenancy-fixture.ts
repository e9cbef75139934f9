/**
 * A small tenancy written to the real table: a ROOT tree with two children and a grandchild,
 * a SYSTEM unit, and users with memberships at different levels.
 *
 *   ou-root (ROOT)
 *   ├── ou-sales ── ou-sales-east
 *   └── ou-support
 *   ou-system (SYSTEM)
 */
import { BatchWriteCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

import {
  appMembershipRecord,
  membershipRecord,
  orgunitRecord,
  profileRecord,
} from '../../../lambdas/domain/record-builders';
import { SYSTEM_POLICY_OUID } from '../../../lambdas/domain/policies';
import { policyStrings } from '../../../lambdas/shared/repositories/profiles';
import type {
  MembershipRecord,
  OrgunitRecord,
  UserDisplayFields,
} from '../../../lambdas/domain/records';
import { childChain, type UnitType } from '../../../lambdas/domain/units';
import { subOf } from './events';

const CREATED = '2026-01-01T00:00:00.000Z';

function unit(id: string, type: UnitType, parentChain?: string): OrgunitRecord {
  return orgunitRecord({
    identifier: id,
    ouidChain: parentChain ? childChain(parentChain, id) : id,
    type,
    name: `Unit ${id}`,
    description: `Description of ${id}`,
    emailId: `${id}@example.com`,
    mobile: '+919000000000',
    markedForDeletion: false,
    createdBy: 'seed',
    createdDate: CREATED,
    lastModifiedDate: CREATED,
    version: 3,
  });
}

export const UNITS = [
  unit('ou-root', 'ROOT'),
  unit('ou-sales', 'ORGUNIT', 'ou-root'),
  unit('ou-sales-east', 'ORGUNIT', 'ou-root/ou-sales'),
  unit('ou-support', 'ORGUNIT', 'ou-root'),
  unit('ou-system', 'SYSTEM'),
];

/** The chain a membership of the unit carries (`system` for the pseudo-unit). */
export function chainOf(ouid: string): string {
  if (ouid === SYSTEM_POLICY_OUID) return SYSTEM_POLICY_OUID;
  const found = UNITS.find((candidate) => candidate.identifier === ouid);
  if (!found) throw new Error(`No unit ${ouid} in the tenancy`);
  return found.ouidChain;
}

/** The display fields of a fixture user, as their profile and memberships hold them. */
export function displayOf(username: string): UserDisplayFields {
  return { name: `Name of ${username}`, email: `${username}@example.com`, phone_number: '' };
}

export function membership(username: string, ouid: string, roles: string[]): MembershipRecord {
  return membershipRecord({
    username,
    ouid,
    ouidChain: chainOf(ouid),
    roles,
    ...displayOf(username),
    createdDate: CREATED,
  });
}

export const MEMBERSHIPS = [
  membership('root-admin', 'ou-root', ['admin']),
  membership('sales-admin', 'ou-sales', ['orgadmin']),
  membership('sales-member', 'ou-sales', ['user']),
  membership('support-member', 'ou-support', ['user']),
  membership('system-admin', 'system', ['admin']),
  membership('multi', 'ou-sales', ['admin']),
  membership('multi', 'ou-support', ['user', 'auditor']),
];

export const APP_MEMBERSHIPS = [
  appMembershipRecord({
    username: 'multi',
    ouid: 'ou-sales',
    ouidChain: chainOf('ou-sales'),
    appId: 'crm',
    roles: ['agent', 'viewer'],
    createdDate: CREATED,
  }),
];

/**
 * Each member's profile, with the copy of their memberships as policy strings that the API writes
 * in the same transaction as the memberships and authorizes by.
 */
export const PROFILES = [...new Set(MEMBERSHIPS.map((held) => held.username))].map((username) =>
  profileRecord(
    { username, sub: subOf(username), ...displayOf(username) },
    policyStrings(MEMBERSHIPS.filter((held) => held.username === username)),
    CREATED,
  ),
);

export async function writeTenancy(
  client: DynamoDBDocumentClient,
  tableName: string,
): Promise<void> {
  const items = [...UNITS, ...MEMBERSHIPS, ...APP_MEMBERSHIPS, ...PROFILES];
  await client.send(
    new BatchWriteCommand({
      RequestItems: { [tableName]: items.map((Item) => ({ PutRequest: { Item } })) },
    }),
  );
}
