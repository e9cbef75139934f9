/**
 * The API's MFA rule (domain/mfa.ts), checked after `authorize` with the policies it read: a
 * caller whose ID token says the account has no TOTP is refused with MfaRequiredError when they
 * are a system admin or hold a policy on a unit that requires MFA. A caller with MFA pays nothing.
 *
 * For a caller whose token says MFA is off, the authorization's one BatchGet also read the MFA
 * marker (repositories/mfa-requirement-marker.ts), which every change of which units require MFA
 * counts on in its own transaction. So the rule holds from the request after such a change on, on
 * every instance, and costs no round trip of its own while nothing changed: a token whose own
 * `mfa_required: 'true'` still binds (issued well after the marker's last change, for units the
 * caller still holds) is refused with no read at all; otherwise the answer this instance kept for
 * the caller's units under the marker's count is used, or read anew when there is none
 * (repositories/mfa-requirement-read.ts).
 */
import type { APIGatewayProxyEvent } from 'aws-lambda';

import { claimsSayMfaEnabled, tokenStillRequiresMfa } from '../domain/mfa';
import { isSystemAdmin, unitIdsOf } from '../domain/policies';
import type { AuthContext } from './authorize';
import { MfaRequiredError } from './errors';
import type { MfaRequirementMarker } from './repositories/mfa-requirement-marker';
import { unitsRequireMfa } from './repositories/mfa-requirement-read';

export type RequiresMfa = (
  unitIds: readonly string[],
  marker: MfaRequirementMarker | undefined,
) => Promise<boolean>;

export async function assertMfaWhereRequired(
  event: Pick<APIGatewayProxyEvent, 'requestContext'>,
  auth: Pick<AuthContext, 'policies' | 'mfaMarker'>,
  requiresMfa: RequiresMfa = unitsRequireMfa,
): Promise<void> {
  const claims: unknown = event.requestContext?.authorizer?.claims;
  if (claimsSayMfaEnabled(claims)) return;
  const { policies, mfaMarker } = auth;
  if (isSystemAdmin(policies)) throw new MfaRequiredError();
  const unitIds = unitIdsOf(policies);
  if (unitIds.length === 0) return;
  if (mfaMarker && tokenStillRequiresMfa(claims, unitIds, mfaMarker.changedAt)) {
    throw new MfaRequiredError();
  }
  if (await requiresMfa(unitIds, mfaMarker)) throw new MfaRequiredError();
}
