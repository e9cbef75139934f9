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

import { keys } from '../../../lambdas/domain/data-keys';
import type {
  AppMembershipRecord,
  MembershipRecord,
  OrgunitRecord,
} from '../../../lambdas/domain/records';
import { chainIds, childChain, type UnitType } from '../../../lambdas/domain/units';

const CREATED = '2026-01-01T00:00:00.000Z';

export function orgunitRecord(id: string, type: UnitType, parentChain?: string): OrgunitRecord {
  const ouidChain = parentChain ? childChain(parentChain, id) : id;
  const parentOuId = parentChain ? chainIds(parentChain).at(-1) : undefined;
  return {
    PK: keys.orgunit(id).PK,
    SK: 'OU',
    ...(parentOuId ? { GSI1PK: keys.orgunitChildren(parentOuId), GSI1SK: `OU#${id}` } : {}),
    GSI2PK: keys.orgunitTree(chainIds(ouidChain)[0] as string),
    GSI2SK: ouidChain,
    entity: 'orgunit',
    identifier: id,
    ...(parentOuId ? { parentOuId } : {}),
    ouidChain,
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
  };
}

export function membershipRecord(
  username: string,
  ouid: string,
  roles: string[],
): MembershipRecord {
  return {
    ...keys.membership(username, ouid),
    GSI1PK: keys.unitMembers(ouid),
    GSI1SK: keys.user(username),
    entity: 'membership',
    username,
    ouid,
    roles,
    createdDate: CREATED,
  };
}

export function appMembershipRecord(
  username: string,
  ouid: string,
  appId: string,
  roles: string[],
): AppMembershipRecord {
  return {
    ...keys.appMembership(username, ouid, appId),
    GSI1PK: keys.unitAppMembers(ouid),
    GSI1SK: `${appId}#${username}`,
    entity: 'appmembership',
    username,
    ouid,
    appId,
    roles,
    createdDate: CREATED,
  };
}

export const UNITS = [
  orgunitRecord('ou-root', 'ROOT'),
  orgunitRecord('ou-sales', 'ORGUNIT', 'ou-root'),
  orgunitRecord('ou-sales-east', 'ORGUNIT', 'ou-root/ou-sales'),
  orgunitRecord('ou-support', 'ORGUNIT', 'ou-root'),
  orgunitRecord('ou-system', 'SYSTEM'),
];

export const MEMBERSHIPS = [
  membershipRecord('root-admin', 'ou-root', ['admin']),
  membershipRecord('sales-admin', 'ou-sales', ['orgadmin']),
  membershipRecord('sales-member', 'ou-sales', ['user']),
  membershipRecord('support-member', 'ou-support', ['user']),
  membershipRecord('system-admin', 'system', ['admin']),
  membershipRecord('multi', 'ou-sales', ['admin']),
  membershipRecord('multi', 'ou-support', ['user', 'auditor']),
];

export const APP_MEMBERSHIPS = [
  appMembershipRecord('multi', 'ou-sales', 'crm', ['agent', 'viewer']),
];

export async function writeTenancy(
  client: DynamoDBDocumentClient,
  tableName: string,
): Promise<void> {
  const items = [...UNITS, ...MEMBERSHIPS, ...APP_MEMBERSHIPS];
  await client.send(
    new BatchWriteCommand({
      RequestItems: { [tableName]: items.map((Item) => ({ PutRequest: { Item } })) },
    }),
  );
}
