/** The access Lambda: why a person may or may not (the explainer), and who has access to a unit. */
import { createResourceHandler } from '../shared/router';
import { explainOperation } from './explain';
import { unitPeopleOperation } from './unit-people';

export const handler = createResourceHandler('access', {
  'GET /access/explain': explainOperation,
  'GET /access/units/{id}/people': unitPeopleOperation,
});
