/**
 * The units below a unit (GSI2 TREE#{tenant}, chain order) and the `deletedTop` flags of a
 * soft-deleted subtree's descendants, written a batch of units per transaction (no audit record:
 * the approval or restore that flags them has one). A batch that unflags units brings them back,
 * so which units require MFA changes with it: it counts a change on the MFA marker in the same
 * transaction (mfa-requirement-marker.ts), and is tried again when another change of the marker
 * held it up. Flagging needs none: a unit under a flagged one counts as deleted already.
 */
import { QueryCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';

import { INDEXES, keys } from '../../domain/data-keys';
import type { OrgunitRecord } from '../../domain/records';
import { chainIds, OUID_CHAIN_SEPARATOR } from '../../domain/units';
import { type TransactItem, transactWithRetry } from '../change';
import { documentClient, tableName } from '../dynamo-client';
import { mfaRequirementChanged } from './mfa-requirement-marker';

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

/**
 * Flags the units as lying in `topId`'s deleted subtree (a pending request of theirs goes), in one
 * transaction; fails when one is flagged already.
 */
export async function flagUnits(topId: string, units: readonly SubtreeUnit[]): Promise<void> {
  await documentClient.send(
    new TransactWriteCommand({ TransactItems: units.flatMap((unit) => flagItems(topId, unit)) }),
  );
}

/**
 * Removes `topId`'s flag from the units, in one transaction with a change on the MFA marker; fails
 * when one holds another.
 */
export async function unflagUnits(topId: string, units: readonly SubtreeUnit[]): Promise<void> {
  await transactWithRetry({
    TransactItems: [
      ...units.map((unit) => unflagItem(topId, unit)),
      mfaRequirementChanged(new Date().toISOString()),
    ],
  });
}
