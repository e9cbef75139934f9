/** The orgunit Lambda: units of the organisation tree. */
import { createResourceHandler } from '../shared/router';
import { createOrgunitOperation } from './create-orgunit';
import { approveDeletionOperation, rejectDeletionOperation } from './decide-deletion';
import { deleteOrgunitOperation } from './delete-orgunit';
import { getOrgunitOperation } from './get-orgunit';
import { getSeenOperation } from './get-seen';
import { listActivitiesOperation } from './list-activities';
import { listOrgunitsOperation } from './list-orgunits';
import { putSeenOperation } from './put-seen';
import { restoreOrgunitOperation } from './restore-orgunit';
import { updateOrgunitOperation } from './update-orgunit';
import {
  getDeletionRequestOperation,
  listDeletedUnitsOperation,
  listDeletionRequestsOperation,
} from './workqueue';

export const handler = createResourceHandler('orgunit', {
  'GET /orgunit': listOrgunitsOperation,
  'POST /orgunit': createOrgunitOperation,
  'GET /orgunit/{id}': getOrgunitOperation,
  'PUT /orgunit/{id}': updateOrgunitOperation,
  'DELETE /orgunit/{id}': deleteOrgunitOperation,
  'GET /orgunit/{id}/activities': listActivitiesOperation,
  'GET /orgunit/{id}/deletion': getDeletionRequestOperation,
  'POST /orgunit/{id}/deletion/approve': approveDeletionOperation,
  'POST /orgunit/{id}/deletion/reject': rejectDeletionOperation,
  'POST /orgunit/{id}/restore': restoreOrgunitOperation,
  'GET /workqueue/deletion-requests': listDeletionRequestsOperation,
  'GET /workqueue/deleted-units': listDeletedUnitsOperation,
  'GET /orgunit/{id}/seen': getSeenOperation,
  'PUT /orgunit/{id}/seen': putSeenOperation,
});
