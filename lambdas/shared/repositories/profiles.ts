/**
 * User profiles. A profile, its memberships and its app memberships share the partition
 * USER#{username}, so one Query reads a user whole. The profile's `policies` is a copy of the
 * memberships (spec §3 `ouid=role` strings) written in the same transaction as every membership
 * change; the profile's version guards all of them, so concurrent changes of one user never
 * lose an update.
 */
import { paginateQuery, UpdateCommand } from '@aws-sdk/lib-dynamodb';

import { keys } from '../../domain/data-keys';
import { formatPolicy } from '../../domain/policies';
import type {
  AppMembershipRecord,
  MembershipRecord,
  ProfileRecord,
  TeamMembershipRecord,
} from '../../domain/records';
import { documentClient, tableName } from '../dynamo-client';
import type { GuardedWrite } from '../change';
import { guardedDelete, guardedUpdate, putNew } from './guarded-writes';
import { type Page, queryPage } from './query-page';

/**
 * `cognitoStatus`: the sign-in account's status (`CONFIRMED`, `FORCE_CHANGE_PASSWORD`, …) as last
 * recorded (at creation, by the Cognito triggers, or by a read of the account); absent if never.
 */
export type StoredProfile = ProfileRecord & { policies?: string[]; cognitoStatus?: string };

export interface UserHoldings {
  profile?: StoredProfile;
  memberships: MembershipRecord[];
  appMemberships: AppMembershipRecord[];
  /** The user's team memberships (read by `loadUser`; absent where nobody read them). */
  teamMemberships?: TeamMembershipRecord[];
}

export { type ProfileFields, profileRecord } from '../../domain/record-builders';

/** The policy strings of memberships, sorted so that equal sets compare equal. */
export function policyStrings(memberships: readonly Pick<MembershipRecord, 'ouid' | 'roles'>[]) {
  return memberships.map((m) => formatPolicy({ ouid: m.ouid, roles: m.roles })).sort();
}

/** The profile, memberships, app and team memberships of a user: one (paged) Query. */
export async function loadUser(username: string): Promise<UserHoldings> {
  const holdings: UserHoldings = { memberships: [], appMemberships: [], teamMemberships: [] };
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
      else if (item.entity === 'teammembership')
        holdings.teamMemberships?.push(item as TeamMembershipRecord);
    }
  }
  return holdings;
}

/** One page of all profiles (system admins), in username order; `search`: a username prefix. */
export function listProfiles(
  limit: number,
  nextToken?: string,
  search?: string,
): Promise<Page<StoredProfile>> {
  return queryPage<StoredProfile>({
    partition: keys.profilesIndex,
    byIndex: true,
    ...(search === undefined ? {} : { sortKeyPrefix: keys.user(search) }),
    limit,
    nextToken,
  });
}

/** Creates the profile; of concurrent creates of one username exactly one passes. */
export function createProfileWrite(profile: StoredProfile, conflict: string): GuardedWrite {
  return putNew(profile, conflict);
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
  /** The account's status, as read with the change. */
  cognitoStatus?: string;
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
  if (change.cognitoStatus !== undefined) {
    sets.push('cognitoStatus = :status');
    values[':status'] = change.cognitoStatus;
  }
  const names = {
    ...(change.name === undefined ? {} : { '#name': 'name' }),
    ...(change.sub === undefined ? {} : { '#sub': 'sub' }),
  };
  return guardedUpdate(
    keys.profile(change.username),
    `SET ${sets.join(', ')}`,
    {
      condition: 'attribute_exists(PK) AND version = :expected',
      names: Object.keys(names).length > 0 ? names : undefined,
      values,
    },
    conflict,
  );
}

/**
 * Records the account's status on its profile, if the profile exists, holds another status and,
 * when `sub` is given, stores that `sub`: a profile bound to an earlier account of the name, or to
 * none, is not this account's (identity.ts). Neither the version nor the modification date
 * changes: the status is the account's, not an edit of the profile, so no editor's next write
 * fails over it. False when nothing was written.
 */
export async function recordCognitoStatus(
  username: string,
  status: string,
  sub: string | undefined,
): Promise<boolean> {
  try {
    await documentClient.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.profile(username),
        UpdateExpression: 'SET cognitoStatus = :status',
        ConditionExpression:
          'attribute_exists(PK) AND (attribute_not_exists(cognitoStatus) OR cognitoStatus <> :status)' +
          (sub ? ' AND #sub = :sub' : ''),
        ExpressionAttributeNames: sub ? { '#sub': 'sub' } : undefined,
        ExpressionAttributeValues: { ':status': status, ...(sub ? { ':sub': sub } : {}) },
      }),
    );
    return true;
  } catch (error) {
    if ((error as { name?: string }).name === 'ConditionalCheckFailedException') return false;
    throw error;
  }
}

/**
 * Replaces the profile's copy of the user's policies, if the profile still has the version the
 * copy was computed from. False when it does not (a concurrent change): nothing was written.
 */
export async function replacePoliciesCopy(
  username: string,
  policies: string[],
  expectedVersion: number,
): Promise<boolean> {
  try {
    await documentClient.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.profile(username),
        UpdateExpression: 'SET policies = :policies, version = :next',
        ConditionExpression: 'version = :expected',
        ExpressionAttributeValues: {
          ':policies': policies,
          ':expected': expectedVersion,
          ':next': expectedVersion + 1,
        },
      }),
    );
    return true;
  } catch (error) {
    if ((error as { name?: string }).name === 'ConditionalCheckFailedException') return false;
    throw error;
  }
}

export function deleteProfileWrite(
  username: string,
  expectedVersion: number,
  conflict: string,
): GuardedWrite {
  return guardedDelete(
    keys.profile(username),
    { condition: 'version = :expected', values: { ':expected': expectedVersion } },
    conflict,
  );
}
