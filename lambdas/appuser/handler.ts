/** The appuser Lambda: users' roles in applications, per unit. */
import { createResourceHandler } from '../shared/router';
import { createAppUserOperation } from './create-appuser';
import { deleteAppUserOperation } from './delete-appuser';
import { getAppUserOperation } from './get-appuser';
import { listAppUsersOperation } from './list-appusers';

export const handler = createResourceHandler('appuser', {
  'GET /appuser': listAppUsersOperation,
  'POST /appuser': createAppUserOperation,
  'GET /appuser/{username}': getAppUserOperation,
  'DELETE /appuser/{username}': deleteAppUserOperation,
});
