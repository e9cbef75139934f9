/**
 * What the post-confirmation and post-authentication triggers share: the account the event names
 * is CONFIRMED now, so its profile (if it has one, bound to this account) records that. A failure
 * is logged, never thrown: Cognito would fail the user's confirmation or sign-in with it, and a
 * stale list status is repaired by the next read of the user's details.
 */
import { createLogger } from '../shared/logger';
import { recordCognitoStatus } from '../shared/repositories/profiles';

export const CONFIRMED = 'CONFIRMED';

export interface AccountEvent {
  userName: string;
  triggerSource: string;
  request: { userAttributes: Record<string, string | undefined> };
}

export async function recordConfirmed(resource: string, event: AccountEvent): Promise<void> {
  const log = createLogger({ resource, caller: event.userName });
  try {
    const sub = event.request.userAttributes.sub;
    if (await recordCognitoStatus(event.userName, CONFIRMED, sub)) {
      log.info('Account status recorded', {
        triggerSource: event.triggerSource,
        status: CONFIRMED,
      });
    }
  } catch (error) {
    log.error('Account status not recorded', {
      triggerSource: event.triggerSource,
      error: String(error),
    });
  }
}
