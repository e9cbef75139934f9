/**
 * Room to grow: CloudFormation takes at most 500 resources and a 1 MB template per stack, nested
 * stacks counted apart. Each of ours stays at most 300 resources, so the next features' routes,
 * functions and alarms fit without moving anything first.
 */
import type { Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';

import { ROUTES } from '../../../lambdas/domain/routes';
import {
  API_ROUTE_GROUPS,
  type ApiRouteGroupName,
  routeGroupOf,
  routesOfGroup,
  topLevelPathOf,
} from '../../../lib/constructs/api-route-groups';

import { nestedStacksOf } from '../../../lib/platform-app';
import type { BuiltEnvironment } from '../platform-fixture';

export const MAX_RESOURCES_PER_STACK = 300;
const MAX_TEMPLATE_BYTES = 1_000_000;

export function describeLimits(built: BuiltEnvironment): void {
  const stacks = [built.stack, ...nestedStacksOf(built.stack), built.edge.stack];

  test.each(stacks.map((stack) => [stack.node.path, stack] as const))(
    `%s has at most ${MAX_RESOURCES_PER_STACK} resources and a template under 1 MB`,
    (_, stack) => {
      const template = Template.fromStack(stack).toJSON() as { Resources: object };
      expect(Object.keys(template.Resources).length).toBeLessThanOrEqual(MAX_RESOURCES_PER_STACK);
      expect(JSON.stringify(template).length).toBeLessThan(MAX_TEMPLATE_BYTES);
    },
  );

  test('the API’s methods sit in its route groups’ nested stacks, each route once, none outside', () => {
    const methodsOf = (stack: Stack) =>
      Object.values(
        Template.fromStack(stack).findResources('AWS::ApiGateway::Method') as Record<
          string,
          { Properties: { HttpMethod: string } }
        >,
      ).filter((method) => method.Properties.HttpMethod !== 'OPTIONS');
    expect(methodsOf(built.stack)).toEqual([]);
    const groups = built.stack.api.routeGroups;
    expect(groups.map((group) => group.node.id)).toEqual(
      Object.keys(API_ROUTE_GROUPS).map((name) => `Routes${name}`),
    );
    for (const group of groups) {
      const name = group.node.id.replace(/^Routes/, '') as ApiRouteGroupName;
      expect(methodsOf(group)).toHaveLength(routesOfGroup(name).length);
    }
    expect(methodsOf(built.stack.api.stageStack)).toEqual([]);
    expect(groups.reduce((sum, group) => sum + methodsOf(group).length, 0)).toBe(ROUTES.length);
  });

  test('every top-level path of the route table belongs to exactly one route group', () => {
    const tops = new Set(ROUTES.map((route) => topLevelPathOf(route.path)));
    const grouped = Object.values(API_ROUTE_GROUPS).flat() as string[];
    expect([...tops].sort()).toEqual([...grouped].sort());
    expect(new Set(grouped).size).toBe(grouped.length);
    expect(() => routeGroupOf('/nowhere/{id}')).toThrow(/has no API route group/);
  });
}
