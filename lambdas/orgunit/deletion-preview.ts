/**
 * What approving a deletion would affect, counted in a bounded way so a huge subtree costs no more
 * than a fitting one: the first PREVIEW_UNITS descendants (one Query), then for the unit and its
 * first COUNTED_UNITS units one COUNT Query each of active configs and documents and one page of
 * members, and for the first PREVIEW_USERS members found one Query of their memberships (to tell
 * whether every one of them lies in the subtree). A count that reached its bound is reported as
 * `{ count, more: true }`: "more than count".
 */
import { QueryCommand } from '@aws-sdk/lib-dynamodb';

import { INDEXES, keys } from '../domain/data-keys';
import type { OrgunitRecord } from '../domain/records';
import { OUID_CHAIN_SEPARATOR } from '../domain/units';
import { documentClient, tableName } from '../shared/dynamo-client';
import { listMemberships } from '../shared/repositories/memberships';
import { descendantPages } from './subtree-flags';

export const PREVIEW_UNITS = 50;
export const COUNTED_UNITS = 20;
export const PREVIEW_USERS = 25;
/** Items counted per unit and kind. */
const PER_UNIT_COUNT = 100;

export interface BoundedCount {
  count: number;
  /** The count stopped at its bound: there are more than `count`. */
  more: boolean;
}

export interface DeletionPreview {
  subunits: BoundedCount;
  /** Users whose every membership lies in the subtree: they lose all access. */
  soleMemberUsers: BoundedCount;
  activeConfigs: BoundedCount;
  documents: BoundedCount;
}

/** Items of the unit's partition under `prefix` (only those of `entity`, when given). */
async function countPrefix(ouid: string, prefix: string, entity?: string): Promise<BoundedCount> {
  const { Count, LastEvaluatedKey } = await documentClient.send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
      ...(entity
        ? {
            FilterExpression: '#entity = :entity',
            ExpressionAttributeNames: { '#entity': 'entity' },
          }
        : {}),
      ExpressionAttributeValues: {
        ':pk': keys.orgunit(ouid).PK,
        ':prefix': prefix,
        ...(entity ? { ':entity': entity } : {}),
      },
      Select: 'COUNT',
      Limit: PER_UNIT_COUNT,
    }),
  );
  return { count: Count ?? 0, more: LastEvaluatedKey !== undefined };
}

async function memberNames(ouid: string): Promise<{ names: string[]; more: boolean }> {
  const { Items, LastEvaluatedKey } = await documentClient.send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: INDEXES.byParent.name,
      KeyConditionExpression: '#pk = :pk',
      ProjectionExpression: 'username',
      ExpressionAttributeNames: { '#pk': INDEXES.byParent.partition },
      ExpressionAttributeValues: { ':pk': keys.unitMembers(ouid) },
      Limit: PREVIEW_USERS,
    }),
  );
  const names = (Items ?? []).map((item) => String(item.username));
  return { names, more: LastEvaluatedKey !== undefined };
}

function sum(counts: readonly BoundedCount[], more: boolean): BoundedCount {
  return {
    count: counts.reduce((total, next) => total + next.count, 0),
    more: more || counts.some((next) => next.more),
  };
}

function inSubtree(chain: string, top: Pick<OrgunitRecord, 'ouidChain'>): boolean {
  return chain === top.ouidChain || chain.startsWith(`${top.ouidChain}${OUID_CHAIN_SEPARATOR}`);
}

export async function deletionPreview(
  unit: Pick<OrgunitRecord, 'identifier' | 'ouidChain'>,
): Promise<DeletionPreview> {
  const firstPage = await descendantPages(unit, PREVIEW_UNITS + 1).next();
  const descendants = firstPage.done ? [] : firstPage.value;
  const subunits = {
    count: Math.min(descendants.length, PREVIEW_UNITS),
    more: descendants.length > PREVIEW_UNITS,
  };
  const units = [unit.identifier, ...descendants.map((next) => next.identifier)];
  const counted = units.slice(0, COUNTED_UNITS);
  const uncounted = units.length > COUNTED_UNITS;
  const perUnit = await Promise.all(
    counted.map(async (ouid) => {
      const [configs, documents, members] = await Promise.all([
        // Lock records share the prefix; only active configs count.
        countPrefix(ouid, keys.activeConfigPrefix, 'config'),
        countPrefix(ouid, 'DOC#'),
        memberNames(ouid),
      ]);
      return { configs, documents, members };
    }),
  );
  const users = [...new Set(perUnit.flatMap((next) => next.members.names))];
  const checked = users.slice(0, PREVIEW_USERS);
  const sole = await Promise.all(
    checked.map(async (username) =>
      (await listMemberships(username)).every((membership) =>
        inSubtree(membership.ouidChain, unit),
      ),
    ),
  );
  return {
    subunits,
    soleMemberUsers: {
      count: sole.filter(Boolean).length,
      more: uncounted || users.length > checked.length || perUnit.some((next) => next.members.more),
    },
    activeConfigs: sum(
      perUnit.map((next) => next.configs),
      uncounted,
    ),
    documents: sum(
      perUnit.map((next) => next.documents),
      uncounted,
    ),
  };
}
