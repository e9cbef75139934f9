/**
 * The first system admin: a sign-in account (an existing one is reused, never invited again unless
 * asked), its profile and the memberships `ou-system=admin` and `system=admin`.
 */
import { SYSTEM_POLICY_OUID } from '../../lambdas/domain/policies';
import {
  type AdminAccount,
  type AdminIdentity,
  checkExistingAccount,
  createAccount,
  findAccount,
  type InvitationDelivery,
  accountSubject,
  resendInvitation,
} from './admin-account';
import { recordAccountStatus } from './account-status';
import {
  checkProfileBinding,
  type Grant,
  grantMemberships,
  type Holdings,
  loadHoldings,
} from './admin-grants';
import type { Step } from './steps';
import { SYSTEM_UNIT } from './system-unit';
import type { BootstrapTarget } from './target';

export const SYSTEM_ADMIN_GRANTS: readonly Grant[] = [
  { ouid: SYSTEM_UNIT.id, ouidChain: SYSTEM_UNIT.ouidChain, roles: ['admin'] },
  { ouid: SYSTEM_POLICY_OUID, ouidChain: SYSTEM_POLICY_OUID, roles: ['admin'] },
];

export interface FirstAdminOptions {
  admin: AdminIdentity;
  delivery: InvitationDelivery;
  /** Send an invited account, which has not signed in yet, a new temporary password. */
  resendInvitation?: boolean;
}

/** What `checkFirstAdmin` found: the account (if any) and what the user already holds. */
export interface FirstAdminPlan {
  existing?: AdminAccount;
  holdings: Holdings;
}

/** Reads and checks, writes nothing: run it before any other step, so a refusal leaves no trace. */
export async function checkFirstAdmin(
  target: BootstrapTarget,
  admin: AdminIdentity,
): Promise<FirstAdminPlan> {
  const found = await findAccount(target, admin.username);
  if (found) checkExistingAccount(found, admin);
  const holdings = await loadHoldings(target, admin.username);
  checkProfileBinding(holdings, admin.username, found?.sub);
  if (!found) return { holdings };
  const { enabled: _enabled, ...existing } = found;
  return { existing: { ...existing, name: existing.name || admin.name }, holdings };
}

export async function ensureFirstAdmin(
  target: BootstrapTarget,
  plan: FirstAdminPlan,
  options: FirstAdminOptions,
  at: string,
): Promise<{ account: AdminAccount; steps: Step[] }> {
  const { existing } = plan;
  let account: AdminAccount;
  let accountStep: Step;
  if (existing) {
    account = existing;
    accountStep = options.resendInvitation
      ? await resendInvitation(target, existing)
      : { outcome: 'unchanged', subject: accountSubject(existing) };
  } else {
    ({ account, step: accountStep } = await createAccount(target, options.admin, options.delivery));
  }
  const grants = await grantMemberships(target, account, plan.holdings, SYSTEM_ADMIN_GRANTS, at);
  await recordAccountStatus(target, account.username, account.status);
  return { account, steps: [accountStep, ...grants] };
}
