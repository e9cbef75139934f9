/** The orgplan Lambda: a unit's subtree for the Organisation Plan page. */
import { createResourceHandler } from '../shared/router';
import { getOrgplanOperation } from './get-orgplan';

export const handler = createResourceHandler('orgplan', {
  'GET /orgplan/{ouid}': getOrgplanOperation,
});
