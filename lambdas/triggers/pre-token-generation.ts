/**
 * Cognito pre-token-generation trigger (V1 event): puts the user's current memberships from the
 * database into the ID token as `policies`, `teamPolicies` and `appPolicies` (only well-formed
 * ones: no stored role can re-shape a claim into another policy). Org, app and team memberships
 * share the user's partition, so they are read in one Query; a team membership counts only while
 * the user still belongs to the team's unit (teams.ts). Policies on soft-deleted units and units
 * under one are left out (BatchGets of the units along their chains, deleted-units.ts). The user
 * holds these only while their profile stores the account's `sub` (identity.ts): an account that
 * took a deleted account's username, or one whose username has no profile or one bound to no
 * account, gets empty claims. The token also
 * states whether the account has TOTP enabled (`mfa_enabled`, mfa-claim.ts), which the API's MFA
 * rule reads (shared/mfa-requirement.ts), and whether the core config in force on one of the
 * user's units requires MFA (`mfa_required`, mfa-required-claim.ts), which the console's gating reads.
 */
import type { PreTokenGenerationTriggerEvent } from 'aws-lambda';

import { isBoundTo } from '../domain/identity';
import { isWellFormedAppPolicy, isWellFormedPolicy } from '../domain/policies';
import { teamPoliciesOf } from '../domain/teams';
import { policyClaims } from '../domain/token-claims';
import { createLogger } from '../shared/logger';
import { loadUser, type UserHoldings } from '../shared/repositories/profiles';
import { softDeletedUnitIds } from './deleted-units';
import { mfaClaim } from './mfa-claim';
import { mfaRequiredClaim, unitsRequiringMfaOf } from './mfa-required-claim';

export const handler = async (
  event: PreTokenGenerationTriggerEvent,
): Promise<PreTokenGenerationTriggerEvent> => {
  const username = event.userName;
  const log = createLogger({ resource: 'pre-token-generation', caller: username });
  // The account's MFA factors are read from the pool while the database is read.
  const mfa = mfaClaim(event.userPoolId, username, log);
  const stored = await loadUser(username);
  const ownProfile = isBoundTo(stored.profile, event.request.userAttributes.sub ?? '');
  const holdings: UserHoldings = ownProfile ? stored : { memberships: [], appMemberships: [] };
  // The units' requirement is read alongside their deletion flags; deleted units count for nothing.
  const requiring = unitsRequiringMfaOf(holdings.memberships, log);
  const deleted = await softDeletedUnitIds([...holdings.memberships, ...holdings.appMemberships]);
  const policies = holdings.memberships
    .filter(({ ouid }) => !deleted.has(ouid))
    .map(({ ouid, roles }) => ({ ouid, roles: [...roles] }))
    .filter(isWellFormedPolicy);
  const appPolicies = holdings.appMemberships
    .filter(({ ouid }) => !deleted.has(ouid))
    .map(({ ouid, appId, roles }) => ({ ouid, appId, roles: [...roles] }))
    .filter(isWellFormedAppPolicy);
  const teamPolicies = teamPoliciesOf(policies, holdings.teamMemberships ?? []);
  event.response.claimsOverrideDetails = {
    ...event.response.claimsOverrideDetails,
    claimsToAddOrOverride: {
      ...policyClaims(policies, appPolicies, teamPolicies),
      ...(await mfa),
      ...mfaRequiredClaim(
        policies.map(({ ouid }) => ouid),
        await requiring,
      ),
    },
  };
  log.info('Claims added', {
    triggerSource: event.triggerSource,
    ownProfile,
    policyCount: policies.length,
    appPolicyCount: appPolicies.length,
    teamPolicyCount: teamPolicies.length,
  });
  return event;
};
