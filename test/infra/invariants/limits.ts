/**
 * Room to grow: CloudFormation takes at most 500 resources and a 1 MB template per stack, nested
 * stacks counted apart. Each of ours stays at most 300 resources, so the next features' routes,
 * functions and alarms fit without moving anything first.
 */
import { Template } from 'aws-cdk-lib/assertions';

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

  test('the API’s routes are a nested stack of their own, apart from the environment’s stack', () => {
    const [routes] = nestedStacksOf(built.stack);
    const methods = Template.fromStack(routes ?? built.stack).findResources(
      'AWS::ApiGateway::Method',
    );
    expect(Object.keys(methods).length).toBeGreaterThan(50);
    built.template.resourceCountIs('AWS::CloudFormation::Stack', 1);
  });
}
