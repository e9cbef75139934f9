import type { Resource } from '../../../lambdas/domain/routes';
import { RESOURCES, routeKey, routesOf } from '../../../lambdas/domain/routes';
import { documentClient } from '../../../lambdas/shared/dynamo-client';
import { handler as access } from '../../../lambdas/access/handler';
import { handler as appuser } from '../../../lambdas/appuser/handler';
import { handler as config } from '../../../lambdas/config/handler';
import { handler as document } from '../../../lambdas/document/handler';
import { handler as orgplan } from '../../../lambdas/orgplan/handler';
import { handler as orgunit } from '../../../lambdas/orgunit/handler';
import { handler as orguser } from '../../../lambdas/orguser/handler';
import { handler as team } from '../../../lambdas/team/handler';
import { handler as tenant } from '../../../lambdas/tenant/handler';
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
  tenant,
  team,
  access,
};

const NO_DATABASE = 'no-database-in-this-test';

describe('one handler module per resource', () => {
  beforeAll(() => {
    jest.spyOn(console, 'log').mockImplementation(() => undefined);
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    // Every data call fails at once: a built route then answers 4xx/500, only a missing one 501.
    documentClient.middlewareStack.add(
      () => async () => {
        throw new Error('no database in this test');
      },
      { step: 'initialize', name: NO_DATABASE },
    );
  });
  afterAll(() => {
    documentClient.middlewareStack.remove(NO_DATABASE);
    jest.restoreAllMocks();
  });

  it('covers every resource of the route table', () => {
    expect(Object.keys(HANDLERS).sort()).toEqual([...RESOURCES].sort());
  });

  const routes = RESOURCES.flatMap(routesOf);

  it.each(routes.map((route) => [routeKey(route), route] as const))(
    '%s has an operation (never the 501 answer)',
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
      expect(response.statusCode).not.toBe(501);
    },
  );
});
