import { fetchAuthSession, getCurrentUser } from 'aws-amplify/auth';

import { MFA_CLAIM, MFA_REQUIRED_CLAIM } from '@domain/mfa';
import {
  type AppPolicy,
  isSystemAdmin,
  parseAppPolicies,
  parsePolicies,
  type Policy,
  unitIdsOf,
} from '@domain/policies';

export interface SignedInSession {
  username: string;
  /** The raw `policies` claim, kept to tell whether a refreshed token changed anything. */
  policiesClaim: string;
  policies: Policy[];
  /** The units the user may switch between (spec §6), in claim order. */
  units: string[];
  /** The raw `appPolicies` claim (`{ouid}:{appId}=role1,role2;…`), compared like `policiesClaim`. */
  appPoliciesClaim: string;
  /** The user's roles in applications, per unit, as the token says (shown, never trusted). */
  appPolicies: AppPolicy[];
  /** A `system=admin` policy: the app requires such a user to have TOTP (`session/mfa-due.ts`). */
  systemAdmin: boolean;
  /** The account has TOTP enabled, as the pre-token trigger's claim says (absent: not enabled). */
  mfaEnabled: boolean;
  /** The core config in force on one of the user's units requires MFA (the pre-token claim). */
  mfaRequired: boolean;
}

/** The signed-in user from the current tokens, or undefined when nobody is signed in. */
export async function readSession(forceRefresh = false): Promise<SignedInSession | undefined> {
  const { tokens } = await fetchAuthSession({ forceRefresh });
  if (!tokens?.idToken) return undefined;
  const { username } = await getCurrentUser();
  const claim = tokens.idToken.payload['policies'];
  const policiesClaim = typeof claim === 'string' ? claim : '';
  const policies = parsePolicies(policiesClaim);
  const appClaim = tokens.idToken.payload['appPolicies'];
  const appPoliciesClaim = typeof appClaim === 'string' ? appClaim : '';
  return {
    username,
    policiesClaim,
    policies,
    units: unitIdsOf(policies),
    appPoliciesClaim,
    appPolicies: parseAppPolicies(appPoliciesClaim),
    systemAdmin: isSystemAdmin(policies),
    mfaEnabled: tokens.idToken.payload[MFA_CLAIM] === 'true',
    mfaRequired: tokens.idToken.payload[MFA_REQUIRED_CLAIM] === 'true',
  };
}

/** Amplify's answer when there is no session: expected, not an error (spec §8). */
export function isSignedOutError(error: unknown): boolean {
  return error instanceof Error && error.name === 'UserUnAuthenticatedException';
}
