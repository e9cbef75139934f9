/**
 * Memberships carry copies of the user's name, e-mail and phone (a unit's user list is one
 * Query). A change of those fields, or of one unit's role, rewrites the memberships it touches in
 * the transaction that changes the profile; each rewrite fails if the membership is gone meanwhile.
 */
import type { MembershipRecord, UserDisplayFields } from '../domain/records';
import type { GuardedWrite } from '../shared/change';
import { displayDiffers, putMembershipWrite } from '../shared/repositories/memberships';

export interface RoleChange {
  ouid: string;
  role: string;
}

export function rewrittenMemberships(
  memberships: readonly MembershipRecord[],
  display: UserDisplayFields,
  gone: string,
  roleChange?: RoleChange,
): { memberships: MembershipRecord[]; writes: GuardedWrite[] } {
  const writes: GuardedWrite[] = [];
  const result = memberships.map((membership): MembershipRecord => {
    const roleChanges = roleChange !== undefined && membership.ouid === roleChange.ouid;
    if (!roleChanges && !displayDiffers(membership, display)) return membership;
    const changed = {
      ...membership,
      ...display,
      ...(roleChanges ? { roles: [roleChange.role] } : {}),
    };
    writes.push(putMembershipWrite(changed, { mustExist: gone }) as GuardedWrite);
    return changed;
  });
  return { memberships: result, writes };
}
