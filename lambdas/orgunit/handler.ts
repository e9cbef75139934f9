/** The orgunit Lambda: units of the organisation tree. */
import { createResourceHandler } from '../shared/router';
import { createOrgunitOperation } from './create-orgunit';
import { deleteOrgunitOperation } from './delete-orgunit';
import { getOrgunitOperation } from './get-orgunit';
import { listActivitiesOperation } from './list-activities';
import { listOrgunitsOperation } from './list-orgunits';
import { updateOrgunitOperation } from './update-orgunit';

export const handler = createResourceHandler('orgunit', {
  'GET /orgunit': listOrgunitsOperation,
  'POST /orgunit': createOrgunitOperation,
  'GET /orgunit/{id}': getOrgunitOperation,
  'PUT /orgunit/{id}': updateOrgunitOperation,
  'DELETE /orgunit/{id}': deleteOrgunitOperation,
  'GET /orgunit/{id}/activities': listActivitiesOperation,
});
