/**
 * GET /access/units/{id}/people: who has access to a unit (issue 39 §2). One row per membership
 * that covers it: the unit's own members, then those of each unit above it up to the top of its
 * tree, a page at a time (repositories/unit-access.ts), with the granting unit's name. The route
 * requires x-ouid and the authorization lets only an admin covering the unit through (target: the
 * path id, inside the acting unit). System admins hold the `system` policy, no unit's membership,
 * so they are not rows.
 */
import { unitPeopleQuerySchema, type UnitPerson } from '../domain/schemas/access';
import { pageSize } from '../domain/schemas/paging';
import type { MembershipRecord } from '../domain/records';
import { chainIds } from '../domain/units';
import { NotFoundError } from '../shared/errors';
import { API_MESSAGES } from '../shared/messages';
import { ok, type RouteOperation } from '../shared/operation';
import { getOrgunitRecords } from '../shared/repositories/orgunit-records';
import { listPeopleWithAccess } from '../shared/repositories/unit-access';
import { parseQuery } from '../shared/request-query';

function rowOf(record: MembershipRecord, targetId: string, names: ReadonlyMap<string, string>) {
  return {
    username: record.username,
    name: record.name ?? '',
    unitId: record.ouid,
    unitName: names.get(record.ouid) ?? record.ouid,
    roles: [...record.roles],
    inherited: record.ouid !== targetId,
  } satisfies UnitPerson;
}

/** The names of the units above the target (one BatchGet; none for a top unit). */
async function namesAbove(ancestors: readonly string[]): Promise<Map<string, string>> {
  if (ancestors.length === 0) return new Map();
  const records = await getOrgunitRecords(ancestors);
  return new Map([...records].map(([id, record]) => [id, record.name]));
}

export const unitPeopleOperation: RouteOperation<'GET /access/units/{id}/people'> = {
  targetUnit: ({ pathParameters }) => pathParameters.id,
  run: async ({ query, auth }) => {
    const { search, limit, nextToken } = parseQuery(query, unitPeopleQuerySchema);
    // The authorization read the target, its chain and name (none only for a system admin
    // naming a unit that does not exist).
    const target = auth.targetRecord;
    if (!target) throw new NotFoundError(API_MESSAGES.orgunitNotFound);
    const chain = chainIds(target.ouidChain).reverse();
    const [names, page] = await Promise.all([
      namesAbove(chain.slice(1)),
      listPeopleWithAccess({ chain, limit: pageSize(limit), search, nextToken }),
    ]);
    names.set(target.identifier, target.name);
    return ok({
      items: page.rows.map((row) => rowOf(row, target.identifier, names)),
      ...(page.nextToken ? { nextToken: page.nextToken } : {}),
    });
  },
};
