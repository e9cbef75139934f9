/**
 * Turns a wanted set of org policies into the writes that make a user's memberships match it:
 * changed or new units are put, dropped units are deleted together with the app memberships the
 * user held in them. The caller adds the profile write, so all of it is one transaction.
 */
import { formatPolicy, type Policy } from '../domain/policies';
import type { TransactItem } from '../shared/change';
import {
  deleteAppMembershipWrite,
  deleteMembershipWrite,
  putMembershipWrite,
} from '../shared/repositories/memberships';
import type { UserHoldings } from '../shared/repositories/profiles';

export function membershipWrites(
  username: string,
  holdings: UserHoldings,
  wanted: readonly Policy[],
  at: string,
): { writes: TransactItem[]; policies: string[] } {
  const current = new Map(holdings.memberships.map((m) => [m.ouid, m]));
  const wantedUnits = new Set(wanted.map((policy) => policy.ouid));
  const writes: TransactItem[] = [];
  for (const policy of wanted) {
    const existing = current.get(policy.ouid);
    if (existing && formatPolicy(existing) === formatPolicy(policy)) continue;
    const fields = {
      username,
      ouid: policy.ouid,
      roles: [...policy.roles],
      createdDate: existing?.createdDate ?? at,
    };
    writes.push(putMembershipWrite(fields) as TransactItem);
  }
  for (const membership of holdings.memberships) {
    if (wantedUnits.has(membership.ouid)) continue;
    writes.push(deleteMembershipWrite(username, membership.ouid));
    for (const app of holdings.appMemberships.filter((a) => a.ouid === membership.ouid)) {
      writes.push(deleteAppMembershipWrite(username, app.ouid, app.appId) as TransactItem);
    }
  }
  return { writes, policies: wanted.map(formatPolicy).sort() };
}
