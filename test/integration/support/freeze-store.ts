/**
 * What the database holds under one parent after the freeze, read straight from DynamoDB Local:
 * the parts a create writes in one transaction (shared/repositories/orgunit-writes.ts, change.ts)
 * and the audit records of every change, so the test can tell whether anything was half-written.
 */
import {
  type DynamoDBDocumentClient,
  GetCommand,
  QueryCommand,
  type QueryCommandInput,
} from '@aws-sdk/lib-dynamodb';

import { keys } from '../../../lambdas/domain/data-keys';
import { nameWordRecords } from '../../../lambdas/domain/record-builders';
import type { AuditRecord, OrgunitRecord } from '../../../lambdas/domain/records';
import { LOCAL_RESOURCES } from '../../../local/settings';
import { tableClient } from './accounts';
import { storedChildren } from './orgunit-api';
import type { PlatformFacts } from './platform-process';

/** One created unit's parts as stored: all of them present, or none. */
export interface CreateParts {
  /** The unit's entry in its parent's child list (GSI1 of the unit item). */
  listed: boolean;
  unit?: OrgunitRecord;
  /** The child-name index entry holding the unit's name under the parent. */
  nameClaimed: boolean;
  /** Every name-word entry (child search) the unit's name calls for. */
  nameWordsComplete: boolean;
  /** Audit records of its creation. */
  createAudits: number;
}

export interface StoredUnderParent {
  children: OrgunitRecord[];
  /** Child-name index entries: the lower-cased name's sort key, and the unit holding it. */
  nameClaims: Map<string, string>;
  audits: AuditRecord[];
  /** The parts of every unit any of the above names. */
  parts: Map<string, CreateParts>;
}

export function nameClaimKey(name: string): string {
  return keys.siblingName('', name).SK;
}

async function queryAll(
  table: DynamoDBDocumentClient,
  input: Omit<QueryCommandInput, 'TableName'>,
): Promise<Record<string, unknown>[]> {
  const items: Record<string, unknown>[] = [];
  let ExclusiveStartKey: Record<string, unknown> | undefined;
  do {
    const page = await table.send(
      new QueryCommand({ TableName: LOCAL_RESOURCES.tableName, ...input, ExclusiveStartKey }),
    );
    items.push(...(page.Items ?? []));
    ExclusiveStartKey = page.LastEvaluatedKey;
  } while (ExclusiveStartKey);
  return items;
}

function partition(table: DynamoDBDocumentClient, pk: string) {
  return queryAll(table, {
    KeyConditionExpression: 'PK = :pk',
    ExpressionAttributeValues: { ':pk': pk },
  });
}

async function unitParts(
  table: DynamoDBDocumentClient,
  parentId: string,
  unitId: string,
  facts: Omit<StoredUnderParent, 'parts'>,
): Promise<CreateParts> {
  const { Item } = await table.send(
    new GetCommand({ TableName: LOCAL_RESOURCES.tableName, Key: keys.orgunit(unitId) }),
  );
  const unit = Item as OrgunitRecord | undefined;
  const words = await queryAll(table, {
    KeyConditionExpression: 'PK = :pk AND begins_with(SK, :words)',
    ExpressionAttributeValues: { ':pk': keys.orgunit(unitId).PK, ':words': 'NAMEWORD#' },
  });
  const stored = new Set(words.map((word) => String(word.SK)));
  const expected = unit
    ? nameWordRecords({ identifier: unitId, parentOuId: parentId, name: unit.name })
    : [];
  return {
    listed: facts.children.some((child) => child.identifier === unitId),
    unit,
    nameClaimed: [...facts.nameClaims.values()].includes(unitId),
    nameWordsComplete: unit !== undefined && expected.every((word) => stored.has(word.SK)),
    createAudits: facts.audits.filter(
      (audit) => audit.targetId === unitId && audit.action === 'create',
    ).length,
  };
}

export async function storedUnderParent(
  platform: PlatformFacts,
  parentId: string,
): Promise<StoredUnderParent> {
  const table = tableClient(platform);
  try {
    const children = await storedChildren(platform, parentId);
    const claims = await partition(table, keys.siblingName(parentId, '').PK);
    const audits = (await partition(table, keys.auditOfUnit(parentId))) as unknown as AuditRecord[];
    const facts = {
      children,
      nameClaims: new Map(claims.map((claim) => [String(claim.SK), String(claim.identifier)])),
      audits: audits.filter((audit) => audit.targetEntity === 'orgunit'),
    };
    const unitIds = new Set([
      ...children.map((child) => child.identifier),
      ...facts.nameClaims.values(),
      ...facts.audits.map((audit) => audit.targetId),
    ]);
    const parts = new Map<string, CreateParts>();
    for (const unitId of unitIds)
      parts.set(unitId, await unitParts(table, parentId, unitId, facts));
    return { ...facts, parts };
  } finally {
    table.destroy();
  }
}
