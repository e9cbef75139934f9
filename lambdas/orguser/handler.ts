/** The orguser Lambda: users' memberships of units, one org role per unit. */
import { createResourceHandler } from '../shared/router';
import { createOrgUserOperation } from './create-orguser';
import { getOrgUserOperation } from './get-orguser';
import { listOrgUsersOperation } from './list-orgusers';
import { updateOrgUserOperation } from './update-orguser';

export const handler = createResourceHandler('orguser', {
  'GET /orguser': listOrgUsersOperation,
  'POST /orguser': createOrgUserOperation,
  'GET /orguser/{username}': getOrgUserOperation,
  'PUT /orguser/{username}': updateOrgUserOperation,
});
