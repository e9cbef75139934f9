/**
 * User profiles. A profile, its memberships and its app memberships share the partition
 * USER#{username}, so one Query reads a user whole. The profile's `policies` is a copy of the
 * memberships (spec §3 `ouid=role` strings) written in the same transaction as every membership
 * change; the profile's version guards all of them, so concurrent changes of one user never
 * lose an update.
 */
import { paginateQuery } from '@aws-sdk/lib-dynamodb';

import { keys } from '../../domain/data-keys';
import { formatPolicy } from '../../domain/policies';
import type { AppMembershipRecord, MembershipRecord, ProfileRecord } from '../../domain/records';
import { documentClient, tableName } from '../dynamo-client';
import type { GuardedWrite } from '../change';
import { type Page, queryPage } from './query-page';

export type StoredProfile = ProfileRecord & { policies?: string[] };

export interface UserHoldings {
  profile?: StoredProfile;
  memberships: MembershipRecord[];
  appMemberships: AppMembershipRecord[];
}

export { type ProfileFields, profileRecord } from '../../domain/record-builders';

/** The policy strings of memberships, sorted so that equal sets compare equal. */
export function policyStrings(memberships: readonly Pick<MembershipRecord, 'ouid' | 'roles'>[]) {
  return memberships.map((m) => formatPolicy({ ouid: m.ouid, roles: m.roles })).sort();
}

/** The profile, memberships and app memberships of a user: one (paged) Query. */
export async function loadUser(username: string): Promise<UserHoldings> {
  const holdings: UserHoldings = { memberships: [], appMemberships: [] };
  const pages = paginateQuery(
    { client: documentClient },
    {
      TableName: tableName(),
      KeyConditionExpression: 'PK = :pk',
      ExpressionAttributeValues: { ':pk': keys.user(username) },
    },
  );
  for await (const page of pages) {
    for (const item of page.Items ?? []) {
      if (item.entity === 'userprofile') holdings.profile = item as StoredProfile;
      else if (item.entity === 'membership') holdings.memberships.push(item as MembershipRecord);
      else if (item.entity === 'appmembership')
        holdings.appMemberships.push(item as AppMembershipRecord);
    }
  }
  return holdings;
}

/** One page of all profiles (system admins), in username order. */
export function listProfiles(limit: number, nextToken?: string): Promise<Page<StoredProfile>> {
  return queryPage<StoredProfile>({
    partition: keys.profilesIndex,
    byIndex: true,
    limit,
    nextToken,
  });
}

/** Creates the profile; of concurrent creates of one username exactly one passes. */
export function createProfileWrite(profile: StoredProfile, conflict: string): GuardedWrite {
  return {
    item: {
      Put: {
        TableName: tableName(),
        Item: profile,
        ConditionExpression: 'attribute_not_exists(PK)',
      },
    },
    conflict,
  };
}

export interface ProfileChange {
  username: string;
  expectedVersion: number;
  at: string;
  policies: string[];
  name?: string;
  phone_number?: string;
  /** The account's `sub`, written onto a profile made before profiles stored it. */
  sub?: string;
}

/** Sets the policies copy (and the editable fields) if the profile still has the expected version. */
export function updateProfileWrite(change: ProfileChange, conflict: string): GuardedWrite {
  const sets = ['policies = :policies', 'lastModifiedDate = :at', 'version = :next'];
  const values: Record<string, unknown> = {
    ':policies': change.policies,
    ':at': change.at,
    ':next': change.expectedVersion + 1,
    ':expected': change.expectedVersion,
  };
  if (change.name !== undefined) {
    sets.push('#name = :name');
    values[':name'] = change.name;
  }
  if (change.phone_number !== undefined) {
    sets.push('phone_number = :phone');
    values[':phone'] = change.phone_number;
  }
  if (change.sub !== undefined) {
    sets.push('#sub = if_not_exists(#sub, :sub)');
    values[':sub'] = change.sub;
  }
  const names = {
    ...(change.name === undefined ? {} : { '#name': 'name' }),
    ...(change.sub === undefined ? {} : { '#sub': 'sub' }),
  };
  return {
    item: {
      Update: {
        TableName: tableName(),
        Key: keys.profile(change.username),
        UpdateExpression: `SET ${sets.join(', ')}`,
        ConditionExpression: 'attribute_exists(PK) AND version = :expected',
        ExpressionAttributeNames: Object.keys(names).length > 0 ? names : undefined,
        ExpressionAttributeValues: values,
      },
    },
    conflict,
  };
}

export function deleteProfileWrite(
  username: string,
  expectedVersion: number,
  conflict: string,
): GuardedWrite {
  return {
    item: {
      Delete: {
        TableName: tableName(),
        Key: keys.profile(username),
        ConditionExpression: 'version = :expected',
        ExpressionAttributeValues: { ':expected': expectedVersion },
      },
    },
    conflict,
  };
}
