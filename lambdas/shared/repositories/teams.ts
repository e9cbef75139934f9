/**
 * Teams of a unit and their memberships (keys in data-keys.ts): reads, and the conditioned writes
 * the team routes commit, each with the 409 message of its condition.
 */
import { BatchGetCommand, GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';

import { INDEXES, keys } from '../../domain/data-keys';
import { nameOrderKey } from '../../domain/name-words';
import { MAX_TEAM_MEMBERS, type TeamMembershipRecord, type TeamRecord } from '../../domain/records';
import {
  type TeamMembershipFields,
  teamMembershipRecord,
  teamNameRecord,
  teamRecord,
} from '../../domain/teams';
import type { GuardedWrite, TransactItem } from '../change';
import { documentClient, tableName } from '../dynamo-client';
import {
  guardedCheck,
  guardedDelete,
  guardedPut,
  guardedUpdate,
  MUST_BE_NEW,
  MUST_EXIST,
  putNew,
} from './guarded-writes';
import { queryPage } from './query-page';

export interface StoredTeam {
  team?: TeamRecord;
  /** The caller's own membership of the team, as stored. */
  callerMembership?: TeamMembershipRecord;
}

/** The team of the unit and the caller's membership of it, in one BatchGet. */
export async function getTeam(ouid: string, teamId: string, caller: string): Promise<StoredTeam> {
  const table = tableName();
  const stored: StoredTeam = {};
  let keysToRead: Record<string, unknown>[] = [
    keys.team(ouid, teamId),
    keys.teamMembership(caller, teamId),
  ];
  while (keysToRead.length > 0) {
    const { Responses, UnprocessedKeys } = await documentClient.send(
      new BatchGetCommand({ RequestItems: { [table]: { Keys: keysToRead } } }),
    );
    for (const item of Responses?.[table] ?? []) {
      if (item.entity === 'team') stored.team = item as TeamRecord;
      else if (item.entity === 'teammembership')
        stored.callerMembership = item as TeamMembershipRecord;
    }
    keysToRead = UnprocessedKeys?.[table]?.Keys ?? [];
  }
  return stored;
}

/** One page of a unit's teams in name order. */
export function listUnitTeams(ouid: string, limit: number, nextToken?: string) {
  return queryPage<TeamRecord>({
    partition: keys.unitTeams(ouid),
    byIndex: true,
    limit,
    nextToken,
  });
}

/** Every member of a team (at most MAX_TEAM_MEMBERS), in username order: one Query. */
export async function listTeamMembers(teamId: string): Promise<TeamMembershipRecord[]> {
  const members: TeamMembershipRecord[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const { Items, LastEvaluatedKey } = await documentClient.send(
      new QueryCommand({
        TableName: tableName(),
        IndexName: INDEXES.byParent.name,
        KeyConditionExpression: `${INDEXES.byParent.partition} = :pk`,
        ExpressionAttributeValues: { ':pk': keys.teamMembers(teamId) },
        ExclusiveStartKey: start,
      }),
    );
    members.push(...((Items ?? []) as TeamMembershipRecord[]));
    start = LastEvaluatedKey;
  } while (start);
  return members;
}

export function putNewTeam(record: TeamRecord, conflict: string): GuardedWrite {
  return putNew(record, conflict);
}

export { teamRecord };

/** Takes the name in the unit; fails when another team holds it in any letter case. */
export function claimTeamName(
  ouid: string,
  teamId: string,
  name: string,
  conflict: string,
): GuardedWrite {
  return putNew(teamNameRecord({ ouid, teamId, name }), conflict);
}

/** Gives the name back; never removes a name another team holds. */
export function releaseTeamName(
  ouid: string,
  teamId: string,
  name: string,
  conflict: string,
): GuardedWrite {
  return guardedDelete(
    keys.teamName(ouid, name),
    { condition: 'attribute_not_exists(PK) OR teamId = :teamId', values: { ':teamId': teamId } },
    conflict,
  );
}

/** Renames the team if it still has the version the caller edited. */
export function renameTeamWrite(
  team: Pick<TeamRecord, 'ouid' | 'teamId'>,
  expectedVersion: number,
  name: string,
  at: string,
  conflict: string,
): GuardedWrite {
  return guardedUpdate(
    keys.team(team.ouid, team.teamId),
    'SET #name = :name, GSI1SK = :order, lastModifiedDate = :at, version = :next',
    {
      condition: 'attribute_exists(PK) AND version = :expected',
      names: { '#name': 'name' },
      values: {
        ':name': name,
        ':order': nameOrderKey(name, team.teamId),
        ':at': at,
        ':expected': expectedVersion,
        ':next': expectedVersion + 1,
      },
    },
    conflict,
  );
}

/**
 * Deletes the team if nobody changed it or its members since they were read (`memberCount`
 * follows the memberships in their own transactions, so none is left behind).
 */
export function deleteTeamWrite(team: TeamRecord, conflict: string): GuardedWrite {
  return guardedDelete(
    keys.team(team.ouid, team.teamId),
    {
      condition: 'version = :version AND memberCount = :count',
      values: { ':version': team.version, ':count': team.memberCount },
    },
    conflict,
  );
}

/** Counts a member in or out; a new member only while the team exists and has room. */
export function countMemberWrite(
  team: Pick<TeamRecord, 'ouid' | 'teamId'>,
  delta: 1 | -1,
  conflict: string,
): GuardedWrite {
  return guardedUpdate(
    keys.team(team.ouid, team.teamId),
    'ADD memberCount :delta',
    {
      condition: delta > 0 ? 'attribute_exists(PK) AND memberCount < :max' : 'attribute_exists(PK)',
      values: { ':delta': delta, ...(delta > 0 ? { ':max': MAX_TEAM_MEMBERS } : {}) },
    },
    conflict,
  );
}

/** Fails the transaction unless the team still exists. */
export function teamExistsCheck(
  team: Pick<TeamRecord, 'ouid' | 'teamId'>,
  conflict: string,
): GuardedWrite {
  return guardedCheck(keys.team(team.ouid, team.teamId), MUST_EXIST, conflict);
}

/** Puts a membership: a new one must be new, a changed one must still be there. */
export function putTeamMembershipWrite(
  fields: TeamMembershipFields,
  isNew: boolean,
  conflict: string,
): GuardedWrite {
  return guardedPut(teamMembershipRecord(fields), isNew ? MUST_BE_NEW : MUST_EXIST, conflict);
}

export function deleteTeamMembershipWrite(
  username: string,
  teamId: string,
  conflict?: string,
): GuardedWrite | TransactItem {
  const item: TransactItem = {
    Delete: {
      TableName: tableName(),
      Key: keys.teamMembership(username, teamId),
      ...(conflict ? { ConditionExpression: 'attribute_exists(PK)' } : {}),
    },
  };
  return conflict ? { item, conflict } : item;
}

/** One user's membership of a team, if any. */
export async function getTeamMembership(
  username: string,
  teamId: string,
): Promise<TeamMembershipRecord | undefined> {
  const { Item } = await documentClient.send(
    new GetCommand({ TableName: tableName(), Key: keys.teamMembership(username, teamId) }),
  );
  return Item?.entity === 'teammembership' ? (Item as TeamMembershipRecord) : undefined;
}
