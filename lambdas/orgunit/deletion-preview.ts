/**
 * What approving a deletion would affect, counted in a bounded way so a huge subtree costs no more
 * than a fitting one: the first PREVIEW_UNITS descendants (one Query), then for the unit and its
 * first COUNTED_UNITS units one COUNT Query each of active configs and documents and one page of
 * members, and for the first PREVIEW_USERS members found one Query of their memberships (to tell
 * whether every one of them lies in the subtree). A count that reached its bound is reported as
 * `{ count, more: true }`: "more than count".
 */
import type { OrgunitRecord } from '../domain/records';
import { OUID_CHAIN_SEPARATOR } from '../domain/units';
import { listMemberships } from '../shared/repositories/memberships';
import { descendantPages } from '../shared/repositories/subtree-units';
import { countActiveConfigs, countDocuments } from '../shared/repositories/unit-item-counts';
import { memberUsernames } from '../shared/repositories/unit-members-read';

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
        countActiveConfigs(ouid, PER_UNIT_COUNT),
        countDocuments(ouid, PER_UNIT_COUNT),
        memberUsernames(ouid, PREVIEW_USERS),
      ]);
      return { configs, documents, members };
    }),
  );
  const users = [...new Set(perUnit.flatMap((next) => next.members.usernames))];
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
