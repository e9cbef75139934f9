/** A user's org memberships and application memberships: one paged Query each on PK=USER#{username}. */
import { paginateQuery } from '@aws-sdk/lib-dynamodb';

import { keys } from '../../domain/data-keys';
import {
  type AppPolicy,
  isWellFormedAppPolicy,
  isWellFormedPolicy,
  parsePolicy,
  type Policy,
  SYSTEM_POLICY_OUID,
} from '../../domain/policies';
import type {
  AppMembershipRecord,
  MembershipRecord,
  UserDisplayFields,
} from '../../domain/records';
import {
  type AppMembershipFields,
  appMembershipRecord,
  type MembershipFields,
  membershipRecord,
} from '../../domain/record-builders';
import type { UnitPlacement } from '../../domain/units';
import type { GuardedWrite, TransactItem } from '../change';
import { documentClient, tableName } from '../dynamo-client';
import { guardedCheck, MUST_EXIST } from './guarded-writes';
import { queryPage } from './query-page';

async function queryUserItems<T>(username: string, skPrefix: string): Promise<T[]> {
  const items: T[] = [];
  const pages = paginateQuery(
    { client: documentClient },
    {
      TableName: tableName(),
      KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
      ExpressionAttributeValues: { ':pk': keys.user(username), ':prefix': skPrefix },
    },
  );
  for await (const page of pages) items.push(...((page.Items ?? []) as T[]));
  return items;
}

export function listMemberships(username: string): Promise<MembershipRecord[]> {
  return queryUserItems<MembershipRecord>(username, keys.membershipPrefix);
}

export function listAppMemberships(username: string): Promise<AppMembershipRecord[]> {
  return queryUserItems<AppMembershipRecord>(username, keys.appMembershipPrefix);
}

/** The user's well-formed policies as the database holds them now (never taken from the token). */
export async function policiesOf(username: string): Promise<Policy[]> {
  const memberships = await listMemberships(username);
  return memberships
    .map(({ ouid, roles }) => ({ ouid, roles: [...roles] }))
    .filter(isWellFormedPolicy);
}

/** The well-formed policies of a profile's copy of the user's memberships (`ouid=roles` strings). */
export function policiesFromCopy(copy: readonly string[]): Policy[] {
  return copy
    .map(parsePolicy)
    .filter((policy): policy is Policy => policy !== undefined && isWellFormedPolicy(policy));
}

export async function appPoliciesOf(username: string): Promise<AppPolicy[]> {
  const memberships = await listAppMemberships(username);
  return memberships
    .map(({ ouid, appId, roles }) => ({ ouid, appId, roles: [...roles] }))
    .filter(isWellFormedAppPolicy);
}

/** One page of a unit's members, in username order; `search`: a username prefix. */
export function listUnitMembers(ouid: string, limit: number, nextToken?: string, search?: string) {
  return queryPage<MembershipRecord>({
    partition: keys.unitMembers(ouid),
    byIndex: true,
    ...(search === undefined ? {} : { sortKeyPrefix: keys.user(search) }),
    limit,
    nextToken,
  });
}

export function listUnitAppMembers(ouid: string, limit: number, nextToken?: string) {
  return queryPage<AppMembershipRecord>({
    partition: keys.unitAppMembers(ouid),
    byIndex: true,
    limit,
    nextToken,
  });
}

/** The chain a membership of `ouid` carries: the unit's, or `system` for the pseudo-unit. */
export function membershipChain(
  ouid: string,
  units: ReadonlyMap<string, Pick<UnitPlacement, 'ouidChain'>>,
): string | undefined {
  return ouid === SYSTEM_POLICY_OUID ? SYSTEM_POLICY_OUID : units.get(ouid)?.ouidChain;
}

/** The display fields of a profile, as copied onto the user's memberships. */
export function displayFieldsOf(profile: UserDisplayFields): UserDisplayFields {
  return { name: profile.name, email: profile.email, phone_number: profile.phone_number };
}

/** True when the membership's copies of the display fields differ from the profile's. */
export function displayDiffers(
  membership: Partial<UserDisplayFields>,
  display: UserDisplayFields,
): boolean {
  return (
    membership.name !== display.name ||
    membership.email !== display.email ||
    membership.phone_number !== display.phone_number
  );
}

/** Puts a membership; `mustBeNew` makes a second membership of the same unit a conflict. */
export function putMembershipWrite(
  fields: MembershipFields,
  options: { mustBeNew?: string; mustExist?: string } = {},
): GuardedWrite | TransactItem {
  const condition = options.mustBeNew
    ? 'attribute_not_exists(PK)'
    : options.mustExist
      ? 'attribute_exists(PK)'
      : undefined;
  const item: TransactItem = {
    Put: {
      TableName: tableName(),
      Item: membershipRecord(fields),
      ...(condition ? { ConditionExpression: condition } : {}),
    },
  };
  const conflict = options.mustBeNew ?? options.mustExist;
  return conflict ? { item, conflict } : item;
}

export function deleteMembershipWrite(username: string, ouid: string): TransactItem {
  return { Delete: { TableName: tableName(), Key: keys.membership(username, ouid) } };
}

/** Fails the transaction unless the user still belongs to the unit. */
export function membershipCheck(username: string, ouid: string, conflict: string): GuardedWrite {
  return guardedCheck(keys.membership(username, ouid), MUST_EXIST, conflict);
}

export function putAppMembershipWrite(fields: AppMembershipFields): TransactItem {
  return { Put: { TableName: tableName(), Item: appMembershipRecord(fields) } };
}

export function deleteAppMembershipWrite(
  username: string,
  ouid: string,
  appId: string,
  mustExist?: string,
): GuardedWrite | TransactItem {
  const item: TransactItem = {
    Delete: {
      TableName: tableName(),
      Key: keys.appMembership(username, ouid, appId),
      ...(mustExist ? { ConditionExpression: 'attribute_exists(PK)' } : {}),
    },
  };
  return mustExist ? { item, conflict: mustExist } : item;
}
