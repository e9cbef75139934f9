/**
 * GET /orgunit/{id}: the unit's details, wrapped as the console reads them (`response.data.data`),
 * with the names of its ancestors the caller may see (`data.ancestors`, top first), so the console
 * shows the parent and the ouid chain by name. The chain is at most MAX_UNIT_DEPTH units: one
 * BatchGet.
 */
import { roleClassOn } from '../domain/permissions';
import type { OrgunitRecord } from '../domain/records';
import type { UnitAncestor } from '../domain/schemas/orgunit';
import { chainIds, OUID_CHAIN_SEPARATOR } from '../domain/units';
import type { AuthContext } from '../shared/authorize';
import { NotFoundError } from '../shared/errors';
import { API_MESSAGES } from '../shared/messages';
import { ok, type Operation } from '../shared/operation';
import { getOrgunitRecords } from '../shared/repositories/orgunit-records';
import { toOrgunitView } from '../shared/repositories/orgunits';
import { routeTarget } from '../shared/route-target';

/**
 * The ancestors (top first, the unit itself left out) that the caller's policies cover: a policy
 * on a unit covers it and everything below, so these are the ancestors from the caller's highest
 * covering unit down. A system admin sees every name.
 */
async function visibleAncestors(record: OrgunitRecord, auth: AuthContext): Promise<UnitAncestor[]> {
  const ids = chainIds(record.ouidChain).slice(0, -1);
  const visible = ids.filter(
    (_id, index) =>
      auth.systemAdmin ||
      roleClassOn(auth.policies, {
        ouidChain: ids.slice(0, index + 1).join(OUID_CHAIN_SEPARATOR),
      }) !== undefined,
  );
  if (visible.length === 0) return [];
  const records = await getOrgunitRecords(visible);
  return visible.flatMap((id) => {
    const ancestor = records.get(id);
    return ancestor ? [{ id, name: ancestor.name }] : [];
  });
}

export const getOrgunitOperation: Operation = {
  targetUnit: routeTarget,
  // The authorization read the whole unit with its placement; the ancestors are one more read.
  run: async ({ auth }) => {
    // Missing only for a system admin: everyone else is refused before this point.
    if (!auth.targetRecord) throw new NotFoundError(API_MESSAGES.orgunitNotFound);
    const ancestors = await visibleAncestors(auth.targetRecord, auth);
    return ok({ data: { ...toOrgunitView(auth.targetRecord), ancestors } });
  },
};
