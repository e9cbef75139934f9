/**
 * Cognito post-authentication trigger: a successful sign-in (including the first one of an
 * invited account, which set its own password) means the account is CONFIRMED; its profile's
 * stored status follows when it says otherwise. An account without a profile gets none.
 */
import type { PostAuthenticationTriggerEvent } from 'aws-lambda';

import { recordConfirmed } from './confirmed-status';

export const handler = async (
  event: PostAuthenticationTriggerEvent,
): Promise<PostAuthenticationTriggerEvent> => {
  await recordConfirmed('post-authentication', event);
  return event;
};
