/**
 * Two environments in one account do not collide: no name CloudFormation cannot generate (API,
 * WAF ACL and metrics, log groups, alarms in both regions, dashboard, CloudFront policies and
 * functions) and no alarm's metric dimensions are shared between them.
 */
import type { BuiltEnvironment } from '../platform-fixture';

type Resources = Record<string, { Type: string; Properties?: Record<string, unknown> }>;

/**
 * Every name a resource is known by in its account, rendered: top-level `…Name` properties,
 * `…Name` inside a `…Config` property (CloudFront policies, WAF visibility), and the WAF rules'
 * metric names. A Ref to another resource of the stack is a generated name, different anyway.
 */
/**
 * Names that are only displayed, or unique only within their parent (a role, an API), and the
 * metric an alarm watches (a reference to a metric, not the alarm's name; see below).
 */
const NOT_ACCOUNT_WIDE = new Set([
  'DisplayName',
  'PolicyName',
  'StageName',
  'OperationName',
  'MetricName',
]);

function namesOf(built: BuiltEnvironment): Set<string> {
  const names = new Set<string>();
  const add = (type: string, key: string, value: unknown) => {
    if (NOT_ACCOUNT_WIDE.has(key)) return;
    const rendered = JSON.stringify(value);
    // A name made with the id of one of the stack's resources is as different as that resource.
    if (!/"(Ref":"(?!AWS::)|Fn::GetAtt")/.test(rendered)) names.add(`${type} ${key}=${rendered}`);
  };
  const resources = [built.template, built.edge.template].flatMap((template) =>
    Object.values(template.toJSON().Resources as Resources),
  );
  for (const { Type, Properties = {} } of resources) {
    for (const [key, value] of Object.entries(Properties)) {
      if (key.endsWith('Name')) add(Type, key, value);
      if (key.endsWith('Config') && value && typeof value === 'object') {
        for (const [inner, v] of Object.entries(value)) {
          if (inner.endsWith('Name')) add(Type, `${key}.${inner}`, v);
        }
      }
    }
    for (const rule of (Properties.Rules ?? []) as {
      VisibilityConfig?: { MetricName: string };
    }[]) {
      if (rule.VisibilityConfig) add(Type, 'Rules.MetricName', rule.VisibilityConfig.MetricName);
    }
  }
  return names;
}

/**
 * The account's own metrics: one per account, so every environment that owns the account's
 * resources (settings.ownsAccountResources) rightly watches the same one.
 */
const ACCOUNT_METRICS = new Set(['ConcurrentExecutions']);

/** Each alarm's metrics, rendered with dimensions; only fully literal ones can collide. */
function literalAlarmMetrics(built: BuiltEnvironment): Set<string> {
  const metrics = new Set<string>();
  const resources = built.template.toJSON().Resources as Resources;
  for (const resource of Object.values(resources)) {
    if (resource.Type !== 'AWS::CloudWatch::Alarm') continue;
    const properties = resource.Properties ?? {};
    if (ACCOUNT_METRICS.has(String(properties.MetricName))) continue;
    const single = properties.MetricName
      ? [
          {
            Namespace: properties.Namespace,
            MetricName: properties.MetricName,
            Dimensions: properties.Dimensions,
          },
        ]
      : [];
    const stats = (properties.Metrics ?? []) as { MetricStat?: { Metric: unknown } }[];
    for (const metric of [...single, ...stats.flatMap((stat) => stat.MetricStat?.Metric ?? [])]) {
      const rendered = JSON.stringify(metric);
      // A Ref or GetAtt names a resource of this stack: different in every environment.
      if (!rendered.includes('"Ref"') && !rendered.includes('Fn::')) metrics.add(rendered);
    }
  }
  return metrics;
}

export function describeEnvironments(environments: readonly BuiltEnvironment[]): void {
  const [first, second] = environments as [BuiltEnvironment, BuiltEnvironment];

  test('no fixed name is shared by the two environments', () => {
    const a = namesOf(first);
    const shared = [...namesOf(second)].filter((name) => a.has(name));
    expect(a.size).toBeGreaterThan(10);
    expect(shared).toEqual([]);
  });

  test('no alarm of one environment watches a metric of the other', () => {
    const a = literalAlarmMetrics(first);
    expect(a.size).toBeGreaterThan(0);
    expect([...literalAlarmMetrics(second)].filter((metric) => a.has(metric))).toEqual([]);
  });
}
