/**
 * Cognito pre-token-generation trigger (V1 event): puts the user's current memberships from the
 * database into the ID token as `policies`, `teamPolicies` and `appPolicies` (only well-formed
 * ones: no stored role can re-shape a claim into another policy).
 */
import type { PreTokenGenerationTriggerEvent } from 'aws-lambda';

import { policyClaims } from '../domain/token-claims';
import { createLogger } from '../shared/logger';
import { appPoliciesOf, policiesOf } from '../shared/repositories/memberships';

export const handler = async (
  event: PreTokenGenerationTriggerEvent,
): Promise<PreTokenGenerationTriggerEvent> => {
  const username = event.userName;
  const [policies, appPolicies] = await Promise.all([
    policiesOf(username),
    appPoliciesOf(username),
  ]);
  event.response.claimsOverrideDetails = {
    ...event.response.claimsOverrideDetails,
    claimsToAddOrOverride: { ...policyClaims(policies, appPolicies) },
  };
  createLogger({ resource: 'pre-token-generation', caller: username }).info('Claims added', {
    triggerSource: event.triggerSource,
    policyCount: policies.length,
    appPolicyCount: appPolicies.length,
  });
  return event;
};
