/**
 * Cognito post-confirmation trigger: a sign-up confirmed with its code, or a password reset with
 * a forgot-password code, leaves the account CONFIRMED; its profile's stored status follows. An
 * account without a profile gets none.
 */
import type { PostConfirmationTriggerEvent } from 'aws-lambda';

import { recordConfirmed } from './confirmed-status';

export const handler = async (
  event: PostConfirmationTriggerEvent,
): Promise<PostConfirmationTriggerEvent> => {
  await recordConfirmed('post-confirmation', event);
  return event;
};
