/**
 * Every route of the table has an operation in its resource's handler, so the router's 501 for a
 * route without one can never reach a caller (and the API contract need not declare it).
 */
import { RESOURCES, routeKey, routesOf } from '../../../lambdas/domain/routes';
import type { ResourceHandler } from '../../../lambdas/shared/router';

it.each(RESOURCES)('the %s handler serves every route of its resource', async (resource) => {
  const { handler } = (await import(`../../../lambdas/${resource}/handler`)) as {
    handler: ResourceHandler;
  };
  expect([...handler.servedRoutes].sort()).toEqual(routesOf(resource).map(routeKey).sort());
});
