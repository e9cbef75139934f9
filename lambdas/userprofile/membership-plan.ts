/**
 * Turns a wanted set of org policies into the writes that make a user's memberships match it:
 * changed or new units are put (so are memberships whose copies of the user's display fields
 * are out of date), dropped units are deleted together with the app and team memberships the
 * user held in them (each team's member count follows). The caller adds the profile write, so all
 * of it is one transaction.
 */
import { formatPolicy, type Policy } from '../domain/policies';
import type { UserDisplayFields } from '../domain/records';
import type { UnitPlacement } from '../domain/units';
import type { TransactItem } from '../shared/change';
import { BadRequestError } from '../shared/errors';
import {
  deleteAppMembershipWrite,
  deleteMembershipWrite,
  displayDiffers,
  membershipChain,
  putMembershipWrite,
} from '../shared/repositories/memberships';
import type { UserHoldings } from '../shared/repositories/profiles';
import { countMemberWrite, deleteTeamMembershipWrite } from '../shared/repositories/teams';
import { USER_MESSAGES } from './messages';

/** A policy with the chain of its unit, as a membership stores it. */
export interface PlacedPolicy extends Policy {
  ouidChain: string;
}

/** Policies whose units were checked (`checkOrgPolicies`), with their units' chains. */
export function placedPolicies(
  policies: readonly Policy[],
  units: ReadonlyMap<string, Pick<UnitPlacement, 'ouidChain'>>,
): PlacedPolicy[] {
  return policies.map((policy) => {
    const ouidChain = membershipChain(policy.ouid, units);
    if (ouidChain === undefined) throw new BadRequestError(USER_MESSAGES.unknownUnit(policy.ouid));
    return { ouid: policy.ouid, roles: [...policy.roles], ouidChain };
  });
}

export interface MembershipPlan {
  writes: TransactItem[];
  policies: string[];
  /** How many memberships the plan puts (new, changed, or with new display copies). */
  puts: number;
}

export function membershipWrites(
  username: string,
  holdings: UserHoldings,
  wanted: readonly PlacedPolicy[],
  display: UserDisplayFields,
  at: string,
): MembershipPlan {
  const current = new Map(holdings.memberships.map((m) => [m.ouid, m]));
  const wantedUnits = new Set(wanted.map((policy) => policy.ouid));
  const writes: TransactItem[] = [];
  for (const policy of wanted) {
    const existing = current.get(policy.ouid);
    const unchanged =
      existing !== undefined &&
      formatPolicy(existing) === formatPolicy(policy) &&
      existing.ouidChain === policy.ouidChain &&
      !displayDiffers(existing, display);
    if (unchanged) continue;
    const fields = {
      username,
      ouid: policy.ouid,
      ouidChain: policy.ouidChain,
      roles: [...policy.roles],
      ...display,
      createdDate: existing?.createdDate ?? at,
    };
    writes.push(putMembershipWrite(fields) as TransactItem);
  }
  const puts = writes.length;
  for (const membership of holdings.memberships) {
    if (wantedUnits.has(membership.ouid)) continue;
    writes.push(deleteMembershipWrite(username, membership.ouid));
    for (const app of holdings.appMemberships.filter((a) => a.ouid === membership.ouid)) {
      writes.push(deleteAppMembershipWrite(username, app.ouid, app.appId) as TransactItem);
    }
    for (const team of (holdings.teamMemberships ?? []).filter((t) => t.ouid === membership.ouid)) {
      writes.push(
        deleteTeamMembershipWrite(username, team.teamId) as TransactItem,
        countMemberWrite(team, -1, USER_MESSAGES.staleVersion).item,
      );
    }
  }
  return { writes, policies: wanted.map(formatPolicy).sort(), puts };
}
