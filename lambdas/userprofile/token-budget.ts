/**
 * Refuses a change that would give a user more application roles than the bound, or policy
 * claims longer than the token budget (409: it depends on what the user already holds).
 */
import { MAX_APP_MEMBERSHIPS_PER_USER } from '../domain/records';
import { POLICY_CLAIMS_BUDGET, policyClaims, policyClaimsLength } from '../domain/token-claims';
import type { AppPolicy, Policy } from '../domain/policies';
import { ConflictError } from '../shared/errors';
import { USER_MESSAGES } from './messages';

export function assertTokenBudget(
  memberships: readonly Policy[],
  appMemberships: readonly AppPolicy[],
): void {
  if (appMemberships.length > MAX_APP_MEMBERSHIPS_PER_USER) {
    throw new ConflictError(USER_MESSAGES.tooManyAppRoles(MAX_APP_MEMBERSHIPS_PER_USER));
  }
  if (policyClaimsLength(policyClaims(memberships, appMemberships)) > POLICY_CLAIMS_BUDGET) {
    throw new ConflictError(USER_MESSAGES.tokenBudget(POLICY_CLAIMS_BUDGET));
  }
}
