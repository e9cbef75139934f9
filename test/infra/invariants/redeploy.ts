/**
 * An environment can be created again after a failed first deploy or a stack deletion: whatever
 * the stack retains has no fixed name the next create would find taken. The account-level API
 * Gateway logging role is created by one environment only and outlives it.
 */
import { ownsAccountResources } from '../../../lib/settings';
import { type BuiltEnvironment, resourcesOf } from '../platform-fixture';

/**
 * The top-level properties that name a resource physically (`TableName`, `LogGroupName`, `Name`…);
 * without one CloudFormation generates a name that is new with every create.
 */
function nameProperties(properties: Record<string, unknown> = {}): [string, unknown][] {
  return Object.entries(properties).filter(([key]) => key.endsWith('Name'));
}

export function describeRedeploy({ name, stack, template }: BuiltEnvironment): void {
  const resources = Object.entries(template.toJSON().Resources as Record<string, never>) as [
    string,
    { Type: string; DeletionPolicy?: string; Properties?: Record<string, unknown> },
  ][];
  const retained = resources.filter(([, r]) => r.DeletionPolicy === 'Retain');

  const notRetained = new Set(
    resources.filter(([, r]) => r.DeletionPolicy !== 'Retain').map(([id]) => id),
  );
  /**
   * A name built from AWS::StackId, or from the id of a resource the stack does not retain (the
   * REST API: the execution log group), is new with every stack CloudFormation creates.
   */
  const newWithEveryCreate = (value: unknown) => {
    const rendered = JSON.stringify(value);
    const refs = [...rendered.matchAll(/"Ref":"([^"]+)"/g)].map((match) => match[1] as string);
    return rendered.includes('AWS::StackId') || refs.some((ref) => notRetained.has(ref));
  };

  test('nothing retained has a fixed name: any name it has is new with every stack creation', () => {
    if (name === 'prod') expect(retained.length).toBeGreaterThan(0);
    for (const [id, resource] of retained) {
      for (const [property, value] of nameProperties(resource.Properties)) {
        expect({ id, property, unique: newWithEveryCreate(value) }).toEqual({
          id,
          property,
          unique: true,
        });
      }
    }
  });

  test(`termination protection is ${stack.settings.stateful.terminationProtection ? 'on' : 'off'}, as settings say`, () => {
    expect(stack.terminationProtection).toBe(stack.settings.stateful.terminationProtection);
  });

  test('the WAF log group, retained in prod, is named per stack creation', () => {
    const [, logGroup] =
      resources.find(([id]) => id.startsWith('ApiFirewallLogs')) ?? ([] as never[]);
    const rendered = JSON.stringify(logGroup?.Properties?.LogGroupName);
    expect(rendered).toContain(`aws-waf-logs-${stack.stackName}-`);
    expect(rendered).toContain('"Ref":"AWS::StackId"');
  });

  const owns = ownsAccountResources(name);
  test(`the API Gateway account logging role is ${owns ? 'created here, retained' : 'not created here'}`, () => {
    const accounts = resources.filter(([, r]) => r.Type === 'AWS::ApiGateway::Account');
    expect(accounts).toHaveLength(owns ? 1 : 0);
    if (!owns) return;
    const [accountId, account] = accounts[0] as (typeof accounts)[number];
    expect(account.DeletionPolicy).toBe('Retain');
    const roleId = (account.Properties?.CloudWatchRoleArn as { 'Fn::GetAtt': string[] })[
      'Fn::GetAtt'
    ][0] as string;
    expect(resources.find(([id]) => id === roleId)?.[1].DeletionPolicy).toBe('Retain');
    // The stage may write logs only once the account names the role.
    const [, stage] = resources.find(([, r]) => r.Type === 'AWS::ApiGateway::Stage') ?? [];
    expect((stage as { DependsOn?: string[] }).DependsOn).toContain(accountId);
  });

  test('no RestApi, WAF metric, alarm or dashboard of the stack carries another’s name', () => {
    const [api] = Object.values(resourcesOf(template, 'AWS::ApiGateway::RestApi'));
    expect(api?.Properties?.Name).toBe(stack.stackName);
    const [acl] = Object.values(resourcesOf(template, 'AWS::WAFv2::WebACL'));
    const metricNames = JSON.stringify(acl?.Properties).match(/"MetricName":"[^"]+"/g) ?? [];
    expect(metricNames.length).toBeGreaterThan(1);
    for (const metricName of metricNames) {
      expect(metricName).toContain(`"MetricName":"${stack.stackName}-`);
    }
  });
}
