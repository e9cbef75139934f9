/** Orgunit items: reading one unit, a unit's children, and their API shape. */
import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';

import { INDEXES, keys } from '../../domain/data-keys';
import type { OrgunitRecord } from '../../domain/records';
import type { UnitPlacement } from '../../domain/units';
import { documentClient, tableName } from '../dynamo-client';
import { getOrgunitRecords } from './orgunit-records';

/** The orgunit as the API returns it (spec §3: the console reads `response.data.data`). */
export interface OrgunitView {
  markedForDeletion: boolean;
  version: number;
  data: {
    identifier: string;
    name: string;
    description: string;
    emailId: string;
    mobile: string;
    type: OrgunitRecord['type'];
    createdDate: string;
    lastModifiedDate: string;
    ouidChain: string;
    parentOuId?: string;
  };
}

export async function getOrgunit(id: string): Promise<OrgunitRecord | undefined> {
  const { Item } = await documentClient.send(
    new GetCommand({ TableName: tableName(), Key: keys.orgunit(id) }),
  );
  return Item as OrgunitRecord | undefined;
}

export function placementOf(record: OrgunitRecord): UnitPlacement {
  return { id: record.identifier, type: record.type, ouidChain: record.ouidChain };
}

/** Placements of up to 100 units in one BatchGet; missing ids are absent. */
export async function getPlacements(ids: readonly string[]): Promise<Map<string, UnitPlacement>> {
  const records = await getOrgunitRecords(ids);
  return new Map([...records].map(([id, record]) => [id, placementOf(record)]));
}

export function toOrgunitView(record: OrgunitRecord): OrgunitView {
  return {
    markedForDeletion: record.markedForDeletion,
    version: record.version,
    data: {
      identifier: record.identifier,
      name: record.name,
      description: record.description,
      emailId: record.emailId,
      mobile: record.mobile,
      type: record.type,
      createdDate: record.createdDate,
      lastModifiedDate: record.lastModifiedDate,
      ouidChain: record.ouidChain,
      parentOuId: record.parentOuId,
    },
  };
}

/** The key attributes of a children page's LastEvaluatedKey (table keys plus GSI1 keys). */
export const CHILDREN_PAGE_KEY = ['PK', 'SK', INDEXES.byParent.partition, INDEXES.byParent.sort];

export interface RecordPage<T> {
  records: T[];
  lastKey?: Record<string, unknown>;
}

/** One page of a unit's children: one Query on GSI1 (CHILDREN#{parentId}). */
export async function listChildren(
  parentId: string,
  limit: number,
  startKey?: Record<string, unknown>,
): Promise<RecordPage<OrgunitRecord>> {
  const { Items, LastEvaluatedKey } = await documentClient.send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: INDEXES.byParent.name,
      KeyConditionExpression: '#pk = :pk',
      ExpressionAttributeNames: { '#pk': INDEXES.byParent.partition },
      ExpressionAttributeValues: { ':pk': keys.orgunitChildren(parentId) },
      Limit: limit,
      ExclusiveStartKey: startKey,
    }),
  );
  return { records: (Items ?? []) as OrgunitRecord[], lastKey: LastEvaluatedKey };
}
