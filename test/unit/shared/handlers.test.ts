import type { Resource } from '../../../lambdas/domain/routes';
import { RESOURCES, routeKey, routesOf } from '../../../lambdas/domain/routes';
import { handler as appuser } from '../../../lambdas/appuser/handler';
import { handler as config } from '../../../lambdas/config/handler';
import { handler as document } from '../../../lambdas/document/handler';
import { handler as orgplan } from '../../../lambdas/orgplan/handler';
import { handler as orgunit } from '../../../lambdas/orgunit/handler';
import { handler as orguser } from '../../../lambdas/orguser/handler';
import { handler as userprofile } from '../../../lambdas/userprofile/handler';
import type { ResourceHandler } from '../../../lambdas/shared/router';
import { apiEvent, lambdaContext } from '../support/events';

const HANDLERS: Record<Resource, ResourceHandler> = {
  orgunit,
  orgplan,
  userprofile,
  orguser,
  appuser,
  config,
  document,
};

const BUILT = new Set(['GET /orgunit/{id}']);
// The user, orgunit and orgplan routes are built (tested in test/integration/api/*).
for (const resource of ['userprofile', 'orguser', 'appuser', 'orgunit', 'orgplan'] as const) {
  for (const route of routesOf(resource)) BUILT.add(routeKey(route));
}

describe('one handler module per resource', () => {
  beforeAll(() => jest.spyOn(console, 'log').mockImplementation(() => undefined));
  afterAll(() => jest.restoreAllMocks());

  it('covers every resource of the route table', () => {
    expect(Object.keys(HANDLERS).sort()).toEqual([...RESOURCES].sort());
  });

  const unbuilt = RESOURCES.flatMap(routesOf).filter((route) => !BUILT.has(routeKey(route)));

  it.each(unbuilt.map((route) => [routeKey(route), route] as const))(
    '%s answers 501 until it is built',
    async (_key, route) => {
      const headers = Object.fromEntries(
        (route.requiredHeaders ?? []).map((name) => [name, 'ou-1']),
      );
      const event = apiEvent({
        method: route.method,
        resource: route.path,
        headers,
        username: 'alice',
      });
      const response = await HANDLERS[route.resource](event, lambdaContext());
      expect(response.statusCode).toBe(501);
      expect(JSON.parse(response.body)).toEqual({
        error: `${route.method} ${route.path} is not implemented yet`,
      });
    },
  );
});
