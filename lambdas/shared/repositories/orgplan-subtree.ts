/**
 * The descendants of a unit, as the org plan reads them: Queries on GSI2 (TREE#{topId}, chain
 * prefix `{chain}/`), so they come in ouid chain order, parents before their children. Never a
 * Scan, never one call per node. Soft-deleted units (`deletedTop`) are left out, and with them
 * everything below a deleted unit seen earlier in the same read, even before its descendants are
 * flagged (orgunit/subtree-flags.ts).
 */
import { paginateQuery, QueryCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';

import { INDEXES, keys, TABLE_KEYS } from '../../domain/data-keys';
import { chainIds, OUID_CHAIN_SEPARATOR, type UnitPlacement } from '../../domain/units';
import { documentClient, tableName } from '../dynamo-client';
import { BadRequestError } from '../errors';
import { API_MESSAGES } from '../messages';
import { decodePageToken, encodePageToken } from '../page-token';

/** A unit of the org plan: its id and where it stands. */
export interface PlanUnit {
  identifier: string;
  ouidChain: string;
}

export interface NamedPlanUnit extends PlanUnit {
  name: string;
}

export interface SubtreePage {
  units: NamedPlanUnit[];
  nextToken?: string;
}

const PAGE_KEY_ATTRIBUTES = [
  TABLE_KEYS.partition,
  TABLE_KEYS.sort,
  INDEXES.byTree.partition,
  INDEXES.byTree.sort,
];

function subtreeQuery(unit: UnitPlacement, projection: string): QueryCommandInput {
  return {
    TableName: tableName(),
    IndexName: INDEXES.byTree.name,
    // The separator keeps `ou-a/ou-b` from matching a sibling such as `ou-a/ou-bc`.
    KeyConditionExpression: '#pk = :pk AND begins_with(#sk, :prefix)',
    ProjectionExpression: projection,
    ExpressionAttributeNames: { '#pk': INDEXES.byTree.partition, '#sk': INDEXES.byTree.sort },
    ExpressionAttributeValues: { ':pk': treePartition(unit), ':prefix': chainPrefix(unit) },
  };
}

interface StoredPlanUnit extends PlanUnit {
  deletedTop?: string;
}

/** Keeps the live units: drops flagged ones and those below a deleted unit already seen. */
function liveUnits<T extends StoredPlanUnit>(): (unit: T) => boolean {
  const deleted = new Set<string>();
  return (unit) => {
    if (unit.deletedTop !== undefined) {
      deleted.add(unit.identifier);
      return false;
    }
    return !chainIds(unit.ouidChain).some((id) => deleted.has(id));
  };
}

function stripFlag<T extends StoredPlanUnit>({ deletedTop: _flag, ...unit }: T) {
  return unit;
}

function treePartition(unit: UnitPlacement): string {
  return keys.orgunitTree(chainIds(unit.ouidChain)[0] ?? unit.id);
}

function chainPrefix(unit: UnitPlacement): string {
  return `${unit.ouidChain}${OUID_CHAIN_SEPARATOR}`;
}

/** Every descendant, reading only the identifier and chain of each, page after page. */
export async function* descendantsOf(unit: UnitPlacement): AsyncGenerator<PlanUnit> {
  const pages = paginateQuery(
    { client: documentClient },
    subtreeQuery(unit, 'identifier, ouidChain, deletedTop'),
  );
  const live = liveUnits<StoredPlanUnit>();
  for await (const page of pages) {
    yield* ((page.Items ?? []) as StoredPlanUnit[]).filter(live).map(stripFlag);
  }
}

/**
 * One page of descendants (one Query). A token must resume inside this subtree: DynamoDB refuses a
 * start key outside the key condition, and that must be a 400, not a failed call.
 */
export async function descendantsPage(
  unit: UnitPlacement,
  limit: number,
  nextToken: string | undefined,
): Promise<SubtreePage> {
  const startKey = decodePageToken(nextToken, PAGE_KEY_ATTRIBUTES, {
    [INDEXES.byTree.partition]: treePartition(unit),
  });
  if (startKey && !startKey[INDEXES.byTree.sort]?.startsWith(chainPrefix(unit))) {
    throw new BadRequestError(API_MESSAGES.invalidPageToken);
  }
  const query = subtreeQuery(unit, 'identifier, ouidChain, #name, deletedTop');
  const { Items, LastEvaluatedKey } = await documentClient.send(
    new QueryCommand({
      ...query,
      ExpressionAttributeNames: { ...query.ExpressionAttributeNames, '#name': 'name' },
      Limit: limit,
      ExclusiveStartKey: startKey,
    }),
  );
  const token = encodePageToken(LastEvaluatedKey);
  const units = ((Items ?? []) as (NamedPlanUnit & StoredPlanUnit)[])
    .filter(liveUnits())
    .map(stripFlag);
  return { units, ...(token ? { nextToken: token } : {}) };
}
