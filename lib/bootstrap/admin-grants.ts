/**
 * Gives a sign-in account memberships (`ouid=roles`) and the profile bound to it, as the API
 * would: the profile stores the account's `sub` and a sorted copy of all the user's policies,
 * written in one transaction with the memberships and guarded by the profile's version. Only what
 * is missing is written: a membership that lacks a role gets it added, one stored in an older shape
 * is rewritten in the current one, and nothing is ever removed.
 */
import { paginateQuery, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import type { TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';

import { keys } from '../../lambdas/domain/data-keys';
import { formatPolicy } from '../../lambdas/domain/policies';
import { membershipRecord, profileRecord } from '../../lambdas/domain/record-builders';
import {
  MAX_MEMBERSHIPS_PER_USER,
  type MembershipRecord,
  type ProfileRecord,
} from '../../lambdas/domain/records';
import type { AdminAccount } from './admin-account';
import type { Step } from './steps';
import { BootstrapError, type BootstrapTarget } from './target';

export interface Grant {
  ouid: string;
  /** The unit's chain, or `system` for the `system` pseudo-unit. */
  ouidChain: string;
  roles: readonly string[];
}

export interface Holdings {
  profile?: ProfileRecord;
  memberships: MembershipRecord[];
}

type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

/** The user's profile and memberships: one (paged) Query of their partition. */
export async function loadHoldings(target: BootstrapTarget, username: string): Promise<Holdings> {
  const holdings: Holdings = { memberships: [] };
  const pages = paginateQuery(
    { client: target.documents },
    {
      TableName: target.tableName,
      KeyConditionExpression: 'PK = :pk',
      ExpressionAttributeValues: { ':pk': keys.user(username) },
      ConsistentRead: true,
    },
  );
  for await (const page of pages) {
    for (const item of page.Items ?? []) {
      if (item.entity === 'userprofile') holdings.profile = item as ProfileRecord;
      if (item.entity === 'membership') holdings.memberships.push(item as MembershipRecord);
    }
  }
  return holdings;
}

/** A profile bound to another account (e.g. one deleted and made again) is never taken over. */
export function checkProfileBinding(holdings: Holdings, username: string, sub?: string): void {
  const bound = holdings.profile?.sub;
  if (bound && bound !== sub) {
    throw new BootstrapError(
      `The profile ${username} is bound to another sign-in account (sub ${bound}): choose another --admin-username`,
    );
  }
}

const canonical = (value: object) =>
  JSON.stringify(Object.entries(value).sort(([a], [b]) => (a < b ? -1 : 1)));

const membershipSubject = (ouid: string, roles: string[], username: string) =>
  `membership ${formatPolicy({ ouid, roles })} of ${username}`;

interface MembershipChange {
  record: MembershipRecord;
  stored?: MembershipRecord;
}

/** The membership the grant asks for, merged into the stored one; undefined when that is it. */
function membershipChange(
  account: AdminAccount,
  display: Pick<ProfileRecord, 'name' | 'email' | 'phone_number'>,
  grant: Grant,
  at: string,
  stored: MembershipRecord | undefined,
): MembershipChange | undefined {
  const roles = [...(stored?.roles ?? [])];
  for (const role of grant.roles) if (!roles.includes(role)) roles.push(role);
  const record = membershipRecord({
    username: stored?.username ?? account.username,
    ouid: grant.ouid,
    ouidChain: grant.ouidChain,
    roles,
    name: stored?.name ?? display.name,
    email: stored?.email ?? display.email,
    phone_number: stored?.phone_number ?? display.phone_number,
    createdDate: stored?.createdDate ?? at,
  });
  if (stored && canonical(stored) === canonical(record)) return undefined;
  return { record, stored };
}

function putMembership(
  target: BootstrapTarget,
  { record, stored }: MembershipChange,
): TransactItem {
  return {
    Put: {
      TableName: target.tableName,
      Item: record,
      ConditionExpression: stored ? 'attribute_exists(PK)' : 'attribute_not_exists(PK)',
    },
  };
}

function createProfile(
  target: BootstrapTarget,
  account: AdminAccount,
  policies: string[],
  at: string,
): TransactItem {
  const fields = {
    username: account.username,
    sub: account.sub,
    name: account.name,
    email: account.email,
    phone_number: '',
  };
  return {
    Put: {
      TableName: target.tableName,
      Item: profileRecord(fields, policies, at),
      ConditionExpression: 'attribute_not_exists(PK)',
    },
  };
}

/** Sets the policies copy (and a missing sub); undefined when the profile has both already. */
function updateProfile(
  target: BootstrapTarget,
  account: AdminAccount,
  profile: ProfileRecord,
  policies: string[],
  at: string,
): TransactItem | undefined {
  const stored = JSON.stringify([...(profile.policies ?? [])].sort());
  if (stored === JSON.stringify(policies) && profile.sub) return undefined;
  return {
    Update: {
      TableName: target.tableName,
      Key: keys.profile(profile.username),
      UpdateExpression:
        'SET policies = :policies, lastModifiedDate = :at, version = :next, #sub = if_not_exists(#sub, :sub)',
      ConditionExpression: 'version = :expected',
      ExpressionAttributeNames: { '#sub': 'sub' },
      ExpressionAttributeValues: {
        ':policies': policies,
        ':at': at,
        ':next': profile.version + 1,
        ':expected': profile.version,
        ':sub': account.sub,
      },
    },
  };
}

/** The profile's version guards every change of the user's memberships, as in the API. */
function profileUnchanged(target: BootstrapTarget, profile: ProfileRecord): TransactItem {
  return {
    ConditionCheck: {
      TableName: target.tableName,
      Key: keys.profile(profile.username),
      ConditionExpression: 'version = :expected',
      ExpressionAttributeValues: { ':expected': profile.version },
    },
  };
}

async function commit(target: BootstrapTarget, username: string, items: TransactItem[]) {
  try {
    await target.documents.send(new TransactWriteCommand({ TransactItems: items }));
  } catch (error) {
    if ((error as Error).name === 'TransactionCanceledException') {
      throw new BootstrapError(
        `The user ${username} changed while the bootstrap ran: run it again`,
      );
    }
    throw error;
  }
}

/**
 * Writes what the grants lack in one transaction. Returns a step for the profile, then one per
 * grant.
 */
export async function grantMemberships(
  target: BootstrapTarget,
  account: AdminAccount,
  holdings: Holdings,
  grants: readonly Grant[],
  at: string,
): Promise<Step[]> {
  const { profile } = holdings;
  checkProfileBinding(holdings, account.username, account.sub);
  const display = profile ?? { name: account.name, email: account.email, phone_number: '' };
  const held = new Map(holdings.memberships.map((membership) => [membership.ouid, membership]));
  const changes: MembershipChange[] = [];
  const steps: Step[] = grants.map((grant) => {
    const stored = held.get(grant.ouid);
    const change = membershipChange(account, display, grant, at, stored);
    if (!change) {
      const subject = membershipSubject(grant.ouid, stored?.roles ?? [], account.username);
      return { outcome: 'unchanged', subject };
    }
    changes.push(change);
    const subject = membershipSubject(grant.ouid, change.record.roles, account.username);
    return { outcome: stored ? 'updated' : 'created', subject };
  });

  for (const { record } of changes) held.set(record.ouid, record);
  if (held.size > MAX_MEMBERSHIPS_PER_USER) {
    throw new BootstrapError(
      `${account.username} would belong to more than ${MAX_MEMBERSHIPS_PER_USER} units: choose another --admin-username`,
    );
  }
  const policies = [...held.values()].map(formatPolicy).sort();
  const profileItem = profile
    ? updateProfile(target, account, profile, policies, at)
    : createProfile(target, account, policies, at);
  steps.unshift({
    outcome: !profileItem ? 'unchanged' : profile ? 'updated' : 'created',
    subject: `profile ${profile?.username ?? account.username} (sub ${account.sub})`,
  });

  const items = changes.map((change) => putMembership(target, change));
  if (profileItem) items.push(profileItem);
  else if (profile && items.length > 0) items.push(profileUnchanged(target, profile));
  if (items.length > 0) await commit(target, account.username, items);
  return steps;
}
