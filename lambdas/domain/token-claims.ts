/**
 * The policy claims the pre-token trigger puts in a user's ID token, and their bound. API Gateway
 * refuses request headers over 10 kB, so no admin may grow another user's token past it: a token
 * carries about 1.3 kB of standard claims (sub, e-mail, name, issuer, …) and 0.5 kB of header and
 * signature, and base64 adds a third, so 4,000 characters of policies keep it under 8 kB.
 */
import {
  type AppPolicy,
  formatAppPolicy,
  formatPolicies,
  POLICY_LIST_SEPARATOR,
  type Policy,
} from './policies';

export const POLICY_CLAIMS_BUDGET = 4000;

export interface PolicyClaims {
  policies: string;
  teamPolicies: string;
  appPolicies: string;
}

export function policyClaims(
  policies: readonly Policy[],
  appPolicies: readonly AppPolicy[],
  teamPolicies: readonly Policy[] = [],
): PolicyClaims {
  return {
    policies: formatPolicies(policies),
    teamPolicies: formatPolicies(teamPolicies),
    appPolicies: appPolicies.map(formatAppPolicy).join(POLICY_LIST_SEPARATOR),
  };
}

export function policyClaimsLength(claims: PolicyClaims): number {
  return claims.policies.length + claims.teamPolicies.length + claims.appPolicies.length;
}
