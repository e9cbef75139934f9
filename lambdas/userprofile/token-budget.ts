/**
 * Refuses a change that would give a user more application roles than the bound, or policy
 * claims longer than the token budget (409: it depends on what the user already holds). The
 * team policies the user's team memberships put in the token count towards the budget too.
 */
import { MAX_APP_MEMBERSHIPS_PER_USER, type TeamMembershipRecord } from '../domain/records';
import { teamPoliciesOf } from '../domain/teams';
import { POLICY_CLAIMS_BUDGET, policyClaims, policyClaimsLength } from '../domain/token-claims';
import type { AppPolicy, Policy } from '../domain/policies';
import { ConflictError } from '../shared/errors';
import { USER_MESSAGES } from './messages';

export function assertTokenBudget(
  memberships: readonly Policy[],
  appMemberships: readonly AppPolicy[],
  teamMemberships: readonly Pick<TeamMembershipRecord, 'teamId' | 'ouid' | 'role'>[] = [],
): void {
  if (appMemberships.length > MAX_APP_MEMBERSHIPS_PER_USER) {
    throw new ConflictError(USER_MESSAGES.tooManyAppRoles(MAX_APP_MEMBERSHIPS_PER_USER));
  }
  const teamPolicies = teamPoliciesOf(memberships, teamMemberships);
  if (
    policyClaimsLength(policyClaims(memberships, appMemberships, teamPolicies)) >
    POLICY_CLAIMS_BUDGET
  ) {
    throw new ConflictError(USER_MESSAGES.tokenBudget(POLICY_CLAIMS_BUDGET));
  }
}
