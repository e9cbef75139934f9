/**
 * Cognito pre-token-generation trigger (V1 event): puts the user's current memberships from the
 * database into the ID token as `policies`, `teamPolicies` and `appPolicies`.
 */
import type { PreTokenGenerationTriggerEvent } from 'aws-lambda';

import { formatAppPolicy, formatPolicies, POLICY_LIST_SEPARATOR } from '../domain/policies';
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
    claimsToAddOrOverride: {
      policies: formatPolicies(policies),
      teamPolicies: '',
      appPolicies: appPolicies.map(formatAppPolicy).join(POLICY_LIST_SEPARATOR),
    },
  };
  createLogger({ resource: 'pre-token-generation', caller: username }).info('Claims added', {
    triggerSource: event.triggerSource,
    policyCount: policies.length,
    appPolicyCount: appPolicies.length,
  });
  return event;
};
