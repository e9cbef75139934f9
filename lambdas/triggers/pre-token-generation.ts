/**
 * Cognito pre-token-generation trigger (V1 event): puts the user's current memberships from the
 * database into the ID token as `policies`, `teamPolicies` and `appPolicies`. A stored policy
 * whose unit, application or role holds a separator (`;` `=` `,` `:`) is left out: the API never
 * writes one, and none may re-shape a claim into another policy (say `system=admin`).
 */
import type { PreTokenGenerationTriggerEvent } from 'aws-lambda';

import type { AppPolicy, Policy } from '../domain/policies';
import { POLICY_UNSAFE_CHARACTERS } from '../domain/schemas/identifiers';
import { policyClaims } from '../domain/token-claims';
import { createLogger } from '../shared/logger';
import { appPoliciesOf, policiesOf } from '../shared/repositories/memberships';

const safe = (text: string) => text.length > 0 && !POLICY_UNSAFE_CHARACTERS.test(text);
const isSafePolicy = (policy: Policy) => safe(policy.ouid) && policy.roles.every(safe);
const isSafeAppPolicy = (policy: AppPolicy) => isSafePolicy(policy) && safe(policy.appId);

export const handler = async (
  event: PreTokenGenerationTriggerEvent,
): Promise<PreTokenGenerationTriggerEvent> => {
  const username = event.userName;
  const [stored, storedApps] = await Promise.all([policiesOf(username), appPoliciesOf(username)]);
  const policies = stored.filter(isSafePolicy);
  const appPolicies = storedApps.filter(isSafeAppPolicy);
  event.response.claimsOverrideDetails = {
    ...event.response.claimsOverrideDetails,
    claimsToAddOrOverride: { ...policyClaims(policies, appPolicies) },
  };
  const log = createLogger({ resource: 'pre-token-generation', caller: username });
  const skipped = stored.length - policies.length + storedApps.length - appPolicies.length;
  if (skipped > 0) log.error('Stored policies with separators left out of the token', { skipped });
  log.info('Claims added', {
    triggerSource: event.triggerSource,
    policyCount: policies.length,
    appPolicyCount: appPolicies.length,
  });
  return event;
};
