/** Alarms reach a person: what is alarmed on, where alarms go, and that CloudWatch may send them. */
import { type BuiltEnvironment, resourcesOf } from '../platform-fixture';

interface MetricStat {
  Metric: { Namespace: string; MetricName: string; Dimensions: { Name: string; Value: unknown }[] };
}

interface AlarmProperties {
  AlarmName: string;
  AlarmActions: unknown[];
  Metrics?: { MetricStat?: MetricStat }[];
  Namespace?: string;
  MetricName?: string;
  Dimensions?: { Name: string; Value: unknown }[];
}

interface PolicyStatement {
  Effect: string;
  Principal?: { Service?: string | string[] };
  Action: string | string[];
  Condition?: unknown;
}

/** Every metric an alarm watches, as `Namespace/MetricName` with its dimensions. */
function watched(alarm: AlarmProperties): MetricStat['Metric'][] {
  if (alarm.MetricName) {
    return [
      {
        Namespace: alarm.Namespace ?? '',
        MetricName: alarm.MetricName,
        Dimensions: alarm.Dimensions ?? [],
      },
    ];
  }
  return (alarm.Metrics ?? []).flatMap((m) => (m.MetricStat ? [m.MetricStat.Metric] : []));
}

export function describeMonitoring({ stack, template }: BuiltEnvironment): void {
  const alarms = Object.values(resourcesOf(template, 'AWS::CloudWatch::Alarm')).map(
    (alarm) => alarm.Properties as unknown as AlarmProperties,
  );
  const metrics = alarms.flatMap((alarm) => watched(alarm));
  const dimension = (metric: MetricStat['Metric'], name: string) =>
    JSON.stringify(metric.Dimensions.find((d) => d.Name === name)?.Value);
  const alarmed = (namespace: string, metricName: string) =>
    metrics.filter((m) => m.Namespace === namespace && m.MetricName === metricName);

  const topics = Object.entries(resourcesOf(template, 'AWS::SNS::Topic'));
  const alarmTopic = topics.find(([id]) => id.startsWith('MonitoringAlarmTopic'));

  test('every alarm notifies the alarm topic and is named after the environment', () => {
    expect(alarms.length).toBeGreaterThan(0);
    for (const alarm of alarms) {
      expect(alarm.AlarmActions).toEqual([{ Ref: alarmTopic?.[0] }]);
      expect(alarm.AlarmName.startsWith(`${stack.stackName}-`)).toBe(true);
    }
  });

  test('every function (API handlers and the Cognito triggers) has error and throttle alarms', () => {
    const functions = Object.entries(resourcesOf(template, 'AWS::Lambda::Function')).filter(
      ([, fn]) => fn.Properties?.TracingConfig !== undefined,
    );
    expect(functions.map(([id]) => id)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^IdentityPreTokenGeneration/),
        expect.stringMatching(/^IdentityCustomMessage/),
        expect.stringMatching(/^IdentityPostConfirmation/),
        expect.stringMatching(/^IdentityPostAuthentication/),
      ]),
    );
    for (const [id] of functions) {
      for (const metricName of ['Errors', 'Throttles']) {
        const matching = alarmed('AWS/Lambda', metricName).filter(
          (m) => dimension(m, 'FunctionName') === JSON.stringify({ Ref: id }),
        );
        expect({ id, metricName, alarms: matching.length }).toEqual({
          id,
          metricName,
          alarms: 1,
        });
      }
    }
  });

  test('the API has 5xx and p99 latency alarms on this environment’s API and stage', () => {
    for (const metricName of ['5XXError', 'Latency']) {
      const [metric] = alarmed('AWS/ApiGateway', metricName);
      expect(dimension(metric as MetricStat['Metric'], 'ApiName')).toBe(
        JSON.stringify(stack.stackName),
      );
    }
    const latency = alarms.find((a) => watched(a).some((m) => m.MetricName === 'Latency'));
    expect(JSON.stringify(latency)).toContain('"Stat":"p99"');
  });

  test('the table’s read and write throttles and the WAF’s blocks are alarmed', () => {
    expect(alarmed('AWS/DynamoDB', 'ReadThrottleEvents')).toHaveLength(1);
    expect(alarmed('AWS/DynamoDB', 'WriteThrottleEvents')).toHaveLength(1);
    const [acl] = Object.values(resourcesOf(template, 'AWS::WAFv2::WebACL'));
    const [blocked] = alarmed('AWS/WAFV2', 'BlockedRequests');
    expect(dimension(blocked as MetricStat['Metric'], 'WebACL')).toBe(
      JSON.stringify(acl?.Properties?.Name),
    );
  });

  test('CloudWatch may publish to the alarm topic: its key policy and topic policy allow it', () => {
    const keyRef = alarmTopic?.[1].Properties?.KmsMasterKeyId as { 'Fn::GetAtt'?: string[] };
    const keyId = keyRef['Fn::GetAtt']?.[0] ?? '';
    const key = resourcesOf(template, 'AWS::KMS::Key')[keyId];
    const keyStatements = (key?.Properties?.KeyPolicy as { Statement: PolicyStatement[] })
      .Statement;
    expect(keyStatements).toContainEqual(
      expect.objectContaining({
        Effect: 'Allow',
        Principal: { Service: 'cloudwatch.amazonaws.com' },
        Action: ['kms:Decrypt', 'kms:GenerateDataKey*'],
      }),
    );
    expect(key?.Properties?.EnableKeyRotation).toBe(true);
    const topicPolicy = Object.values(resourcesOf(template, 'AWS::SNS::TopicPolicy')).find(
      (policy) =>
        JSON.stringify(policy.Properties?.Topics) === JSON.stringify([{ Ref: alarmTopic?.[0] }]),
    );
    const statements = (topicPolicy?.Properties?.PolicyDocument as { Statement: PolicyStatement[] })
      .Statement;
    const publish = statements.find(
      (s) => s.Effect === 'Allow' && s.Principal?.Service === 'cloudwatch.amazonaws.com',
    );
    expect(publish?.Action).toBe('sns:Publish');
    expect(JSON.stringify(publish?.Condition)).toContain(':cloudwatch:ap-south-1:');
  });

  test('the alarm e-mail from settings is subscribed to the alarm topic', () => {
    const subscriptions = Object.values(resourcesOf(template, 'AWS::SNS::Subscription'));
    const email = stack.settings.monitoring.alarmEmail;
    expect(subscriptions.map((s) => s.Properties)).toEqual(
      email ? [expect.objectContaining({ Protocol: 'email', Endpoint: email })] : [],
    );
  });

  test('one CloudWatch dashboard, named after the environment', () => {
    const dashboards = Object.values(resourcesOf(template, 'AWS::CloudWatch::Dashboard'));
    expect(dashboards.map((d) => d.Properties?.DashboardName)).toEqual([stack.stackName]);
  });
}
