/**
 * Tenants (ROOT units) and what the tenant list shows of them: a page of tenants is one Query on
 * the sparse GSI1 partition TENANTS; a tenant's units are counted on GSI2 TREE#{id} (identifiers
 * only) and its distinct users on GSI2 TENANTUSERS#{id}, whose entries come sorted by username. Both
 * counts are paged Queries of their own partition: never a Scan, never one call per unit.
 */
import { GetCommand, paginateQuery, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';

import { INDEXES, keys } from '../../domain/data-keys';
import type { OrgunitRecord } from '../../domain/records';
import { documentClient, tableName } from '../dynamo-client';
import { type Page, queryPage } from './query-page';

/** One page of the tenants, oldest first. */
export function listTenantPage(limit: number, nextToken?: string): Promise<Page<OrgunitRecord>> {
  return queryPage<OrgunitRecord>({
    partition: keys.tenantsIndex,
    byIndex: true,
    limit,
    nextToken,
  });
}

function byTreeIndex(partition: string): QueryCommandInput {
  return {
    TableName: tableName(),
    IndexName: INDEXES.byTree.name,
    KeyConditionExpression: '#pk = :pk',
    ExpressionAttributeNames: { '#pk': INDEXES.byTree.partition },
    ExpressionAttributeValues: { ':pk': partition },
  };
}

/** The tenant's ROOT unit and every unit below it: how many are live, and the soft-deleted ones. */
async function tenantUnits(rootId: string): Promise<{ live: number; deleted: Set<string> }> {
  const base = byTreeIndex(keys.orgunitTree(rootId));
  const pages = paginateQuery(
    { client: documentClient },
    { ...base, ProjectionExpression: 'identifier, deletedTop' },
  );
  let live = 0;
  const deleted = new Set<string>();
  for await (const page of pages) {
    for (const item of (page.Items ?? []) as Pick<OrgunitRecord, 'identifier' | 'deletedTop'>[]) {
      if (item.deletedTop === undefined) live += 1;
      else deleted.add(item.identifier);
    }
  }
  return { live, deleted };
}

/** A tenant-users sort key (`{username}#{ouid}`; unit ids hold no `#`) split in its two parts. */
export function splitTenantUserKey(sortKey: string): { username: string; ouid: string } {
  const separator = sortKey.lastIndexOf('#');
  return separator < 0
    ? { username: sortKey, ouid: '' }
    : { username: sortKey.slice(0, separator), ouid: sortKey.slice(separator + 1) };
}

/** The tenant-users keys in username order, each `{username}#{ouid}`. */
async function tenantUserKeys(rootId: string): Promise<string[]> {
  const base = byTreeIndex(keys.tenantUsers(rootId));
  const pages = paginateQuery(
    { client: documentClient },
    {
      ...base,
      ProjectionExpression: '#sk',
      ExpressionAttributeNames: { ...base.ExpressionAttributeNames, '#sk': INDEXES.byTree.sort },
    },
  );
  const sortKeys: string[] = [];
  for await (const page of pages) {
    for (const item of page.Items ?? []) sortKeys.push(String(item[INDEXES.byTree.sort] ?? ''));
  }
  return sortKeys;
}

/**
 * The tenant's live units, and its users holding a role in at least one of them, each counted
 * once (keys come in username order). Units a deletion approved (soft-deleted) count for neither.
 */
export async function countTenant(rootId: string): Promise<{ units: number; users: number }> {
  const [units, sortKeys] = await Promise.all([tenantUnits(rootId), tenantUserKeys(rootId)]);
  let users = 0;
  let previous: string | undefined;
  for (const sortKey of sortKeys) {
    const { username, ouid } = splitTenantUserKey(sortKey);
    if (username === previous || units.deleted.has(ouid)) continue;
    users += 1;
    previous = username;
  }
  return { units: units.live, users };
}

/**
 * The tenant other than `exceptId` whose name equals `name` (case-insensitive), read from the
 * tenant list itself (names only). The TENANTNAMES items guard every name the API gives; this
 * also covers ROOT units written before those items existed (e.g. an older seed).
 */
export async function tenantNamed(name: string, exceptId?: string): Promise<string | undefined> {
  const wanted = name.trim().toLowerCase();
  const pages = paginateQuery(
    { client: documentClient },
    {
      TableName: tableName(),
      IndexName: INDEXES.byParent.name,
      KeyConditionExpression: '#pk = :pk',
      ProjectionExpression: 'identifier, #name',
      ExpressionAttributeNames: { '#pk': INDEXES.byParent.partition, '#name': 'name' },
      ExpressionAttributeValues: { ':pk': keys.tenantsIndex },
    },
  );
  for await (const page of pages) {
    for (const item of (page.Items ?? []) as Pick<OrgunitRecord, 'identifier' | 'name'>[]) {
      if (item.identifier !== exceptId && item.name.trim().toLowerCase() === wanted) {
        return item.identifier;
      }
    }
  }
  return undefined;
}

/** Whether a tenant (other than `exceptId`) holds the name: its TENANTNAMES item, or by the list. */
export async function tenantNameTaken(name: string, exceptId?: string): Promise<boolean> {
  const { Item } = await documentClient.send(
    new GetCommand({ TableName: tableName(), Key: keys.tenantName(name) }),
  );
  const holder = Item?.identifier as string | undefined;
  if (holder !== undefined && holder !== exceptId) return true;
  return (await tenantNamed(name, exceptId)) !== undefined;
}
