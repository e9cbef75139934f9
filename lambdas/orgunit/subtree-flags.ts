/**
 * Flags (or unflags) the descendants of a soft-deleted top unit with `deletedTop`, in bounded
 * batches: one paged Query of the subtree (GSI2, chain order) and one TransactWriteItems per
 * FLAG_BATCH units. Both directions are idempotent (units already in the wanted state are skipped),
 * so a retry of the approval or restore finishes what a cut-off request left undone.
 *
 * Why flags at all: lists, search and the org plan never depend on the descendants' flags (the
 * top's listing entries are removed and the plan skips whole subtrees below a flagged unit), and
 * every authorization reads the flags of the named units' ancestors too
 * (shared/repositories/authorization-read.ts), as do the ID token's claims and who may change a
 * person's details; so a descendant answers as deleted from the approving commit on, whether or not
 * its own flag is written yet. The descendants' flags are what the purge and a restore walk, and
 * they keep a unit deleted when it is read without its chain. A subtree larger than
 * MAX_BATCHES × FLAG_BATCH answers `complete: false` and is finished by a retry.
 *
 * A descendant already flagged by another (nested, earlier) deletion keeps that flag: restoring the
 * outer subtree leaves the inner one deleted.
 */
import { QueryCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';

import { INDEXES, keys } from '../domain/data-keys';
import type { OrgunitRecord } from '../domain/records';
import { chainIds, OUID_CHAIN_SEPARATOR } from '../domain/units';
import type { TransactItem } from '../shared/change';
import { documentClient, tableName } from '../shared/dynamo-client';

/** Units per transaction (each may need two items: the flag and its pending request's removal). */
const FLAG_BATCH = 40;
/** Batches one request may write before it answers `complete: false`. */
export const MAX_BATCHES = 25;

export interface SubtreeUnit {
  identifier: string;
  ouidChain: string;
  deletedTop?: string;
  markedForDeletion?: boolean;
}

/** The descendants of a unit, page by page (GSI2 TREE#{tenant}, begins_with `{chain}/`). */
export async function* descendantPages(
  unit: Pick<OrgunitRecord, 'identifier' | 'ouidChain'>,
  pageSize = 100,
): AsyncGenerator<SubtreeUnit[]> {
  let startKey: Record<string, unknown> | undefined;
  do {
    const { Items, LastEvaluatedKey } = await documentClient.send(
      new QueryCommand({
        TableName: tableName(),
        IndexName: INDEXES.byTree.name,
        KeyConditionExpression: '#pk = :pk AND begins_with(#sk, :prefix)',
        ProjectionExpression: 'identifier, ouidChain, deletedTop, markedForDeletion',
        ExpressionAttributeNames: { '#pk': INDEXES.byTree.partition, '#sk': INDEXES.byTree.sort },
        ExpressionAttributeValues: {
          ':pk': keys.orgunitTree(chainIds(unit.ouidChain)[0] ?? unit.identifier),
          ':prefix': `${unit.ouidChain}${OUID_CHAIN_SEPARATOR}`,
        },
        Limit: pageSize,
        ExclusiveStartKey: startKey,
      }),
    );
    yield (Items ?? []) as SubtreeUnit[];
    startKey = LastEvaluatedKey;
  } while (startKey);
}

function flagItems(topId: string, unit: SubtreeUnit): TransactItem[] {
  const flag: TransactItem = {
    Update: {
      TableName: tableName(),
      Key: keys.orgunit(unit.identifier),
      // A pending request below an approved deletion is superseded by it.
      UpdateExpression:
        'SET deletedTop = :top, markedForDeletion = :false ' +
        'REMOVE deletionRequestedBy, deletionRequestedAt',
      ConditionExpression: 'attribute_exists(PK) AND attribute_not_exists(deletedTop)',
      ExpressionAttributeValues: { ':top': topId, ':false': false },
    },
  };
  if (!unit.markedForDeletion) return [flag];
  return [flag, { Delete: { TableName: tableName(), Key: keys.deletionRequest(unit.identifier) } }];
}

function unflagItem(topId: string, unit: SubtreeUnit): TransactItem {
  return {
    Update: {
      TableName: tableName(),
      Key: keys.orgunit(unit.identifier),
      UpdateExpression: 'REMOVE deletedTop',
      ConditionExpression: 'deletedTop = :top',
      ExpressionAttributeValues: { ':top': topId },
    },
  };
}

async function rewrite(
  top: Pick<OrgunitRecord, 'identifier' | 'ouidChain'>,
  wanted: (unit: SubtreeUnit) => boolean,
  itemsOf: (unit: SubtreeUnit) => TransactItem[],
  maxBatches: number,
): Promise<boolean> {
  let batches = 0;
  let pending: SubtreeUnit[] = [];
  const flush = async () => {
    if (pending.length === 0) return;
    await documentClient.send(
      new TransactWriteCommand({ TransactItems: pending.flatMap(itemsOf) }),
    );
    pending = [];
    batches += 1;
  };
  for await (const page of descendantPages(top)) {
    for (const unit of page.filter(wanted)) {
      if (batches >= maxBatches) return false;
      pending.push(unit);
      if (pending.length === FLAG_BATCH) await flush();
    }
  }
  if (pending.length > 0 && batches >= maxBatches) return false;
  await flush();
  return true;
}

/** Flags every descendant not yet flagged; true when the whole subtree is flagged. */
export function flagDescendants(
  top: Pick<OrgunitRecord, 'identifier' | 'ouidChain'>,
  maxBatches = MAX_BATCHES,
): Promise<boolean> {
  return rewrite(
    top,
    (unit) => unit.deletedTop === undefined,
    (unit) => flagItems(top.identifier, unit),
    maxBatches,
  );
}

/** Removes this top's flag from its descendants; true when none is left. */
export function unflagDescendants(
  top: Pick<OrgunitRecord, 'identifier' | 'ouidChain'>,
  maxBatches = MAX_BATCHES,
): Promise<boolean> {
  return rewrite(
    top,
    (unit) => unit.deletedTop === top.identifier,
    (unit) => [unflagItem(top.identifier, unit)],
    maxBatches,
  );
}
