/**
 * Who may approve a deletion request (decide-deletion.ts): an admin acting on a unit strictly above
 * the marked one, other than the requester; when there is none, a platform administrator (a system
 * admin may decide every request but their own). One Query of each ancestor's members (GSI1
 * MEMBERS#{ouid}, at most MEMBERS_READ per unit), shared by every request of a page, so a list
 * costs one Query per distinct ancestor, bounded by the page's units and their chain depth.
 */
import { isAdminRole } from '../domain/policies';
import type { MembershipRecord } from '../domain/records';
import { APPROVERS_SHOWN, type MayApproveView } from '../domain/schemas/workqueue';
import { chainIds } from '../domain/units';
import { sameUsername } from '../domain/usernames';
import { membersWithRoles } from '../shared/repositories/unit-members-read';

/** Members read per ancestor: a unit with more members may have admins this read does not see. */
const MEMBERS_READ = 500;

type Admin = Pick<MembershipRecord, 'username' | 'name'>;

async function adminsOn(ouid: string): Promise<Admin[]> {
  return (await membersWithRoles(ouid, MEMBERS_READ))
    .filter((member) => Array.isArray(member.roles) && member.roles.some(isAdminRole))
    .map(({ username, name }) => ({ username, name }));
}

/** The units above the request's unit: an admin acting on one of them may decide it. */
function ancestorsOf(ouidChain: string): string[] {
  return chainIds(ouidChain).slice(0, -1);
}

function mayApprove(admins: readonly Admin[], requestedBy: string): MayApproveView {
  const others = new Map<string, Admin>();
  for (const admin of admins) {
    if (!sameUsername(admin.username, requestedBy)) others.set(admin.username.toLowerCase(), admin);
  }
  const listed = [...others.values()];
  return {
    admins: listed
      .slice(0, APPROVERS_SHOWN)
      .map(({ username, name }) => ({ username, ...(name ? { name } : {}) })),
    more: listed.length > APPROVERS_SHOWN,
    platform: listed.length === 0,
  };
}

interface Request {
  ouidChain: string;
  requestedBy: string;
}

/**
 * Reads the admins above every one of `requests` (side by side) and answers who may approve any
 * of them.
 */
export async function approversOf(
  requests: readonly Request[],
): Promise<(request: Request) => MayApproveView> {
  const ancestors = [...new Set(requests.flatMap((request) => ancestorsOf(request.ouidChain)))];
  const read = await Promise.all(ancestors.map(async (id) => [id, await adminsOn(id)] as const));
  const byUnit = new Map(read);
  return (request) =>
    mayApprove(
      ancestorsOf(request.ouidChain).flatMap((id) => byUnit.get(id) ?? []),
      request.requestedBy,
    );
}
