/** The orgunit Lambda: units of the organisation tree. */
import { createResourceHandler } from '../shared/router';
import { getOrgunitOperation } from './get-orgunit';

export const handler = createResourceHandler('orgunit', {
  'GET /orgunit/{id}': getOrgunitOperation,
});
