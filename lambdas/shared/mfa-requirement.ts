/**
 * The API's MFA rule (domain/mfa.ts), checked after `authorize` with the policies it read: a
 * caller whose ID token says the account has no TOTP is refused with MfaRequiredError when they
 * are a system admin or hold a policy on a unit that requires MFA. A caller with MFA pays nothing.
 */
import type { APIGatewayProxyEvent } from 'aws-lambda';

import { claimsSayMfaEnabled } from '../domain/mfa';
import { isSystemAdmin, type Policy, unitIdsOf } from '../domain/policies';
import { MfaRequiredError } from './errors';
import { unitsRequireMfa } from './repositories/mfa-requirement-read';

export async function assertMfaWhereRequired(
  event: Pick<APIGatewayProxyEvent, 'requestContext'>,
  policies: readonly Policy[],
  requiresMfa: (unitIds: readonly string[]) => Promise<boolean> = unitsRequireMfa,
): Promise<void> {
  if (claimsSayMfaEnabled(event.requestContext?.authorizer?.claims)) return;
  if (isSystemAdmin(policies) || (await requiresMfa(unitIdsOf(policies)))) {
    throw new MfaRequiredError();
  }
}
