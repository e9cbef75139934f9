/**
 * The alarm on the console's CloudFront distribution, in the environment's us-east-1 stack (where
 * CloudFront's metrics are): it watches this environment's distribution, by the id its stack
 * publishes, and reaches a person through a topic of its own region that CloudWatch may use.
 */
import { Annotations, Match } from 'aws-cdk-lib/assertions';

import { CLOUDFRONT_METRICS_REGION } from '../../../lib/settings';
import { type BuiltEnvironment, resourcesOf } from '../platform-fixture';

interface MetricDataQuery {
  Id: string;
  Expression?: string;
  ReturnData?: boolean;
  MetricStat?: {
    Metric: {
      Namespace: string;
      MetricName: string;
      Dimensions: { Name: string; Value: unknown }[];
    };
    Period: number;
    Stat: string;
  };
}

interface PolicyStatement {
  Effect: string;
  Principal?: { Service?: string } | string;
  Action: string | string[];
  Condition?: Record<string, unknown>;
}

const ANY = Match.stringLikeRegexp('.*');

/** The statement of a key or topic policy that lets CloudWatch in. */
function cloudWatchStatement(document: unknown): PolicyStatement | undefined {
  return (document as { Statement: PolicyStatement[] }).Statement.find(
    (s) =>
      s.Effect === 'Allow' &&
      typeof s.Principal === 'object' &&
      s.Principal.Service === 'cloudwatch.amazonaws.com',
  );
}

/** The alarm topic's key (by the topic's KmsMasterKeyId) in a template. */
function keyOf(
  keys: ReturnType<typeof resourcesOf>,
  topic: { Properties?: Record<string, unknown> } | undefined,
) {
  const keyId = (topic?.Properties?.KmsMasterKeyId as { 'Fn::GetAtt': string[] })['Fn::GetAtt'][0];
  return keys[keyId ?? ''];
}

export function describeEdgeMonitoring({ stack, template, edge }: BuiltEnvironment): void {
  const { monitoring } = stack.settings;
  const alarms = Object.values(resourcesOf(edge.template, 'AWS::CloudWatch::Alarm'));
  const topics = Object.entries(resourcesOf(edge.template, 'AWS::SNS::Topic'));

  test('its stack is in us-east-1, named after the environment, in its account, deployed after its stack and protected like it', () => {
    expect(edge.stack.region).toBe(CLOUDFRONT_METRICS_REGION);
    expect(edge.stack.stackName).toBe(`${stack.stackName}-edge-monitoring`);
    expect(edge.stack.account).toBe(stack.account);
    expect(edge.stack.dependencies.map((s) => s.stackName)).toEqual([stack.stackName]);
    expect(edge.stack.terminationProtection).toBe(stack.settings.stateful.terminationProtection);
  });

  test('one alarm: the 5xx rate of this environment’s distribution above the threshold, judged only with enough requests', () => {
    expect(alarms).toHaveLength(1);
    const alarm = alarms[0]?.Properties ?? {};
    expect(alarm).toMatchObject({
      AlarmName: `${stack.stackName}-CloudFront-5xxErrorRate`,
      Threshold: monitoring.cloudFront5xxRatePercent,
      ComparisonOperator: 'GreaterThanThreshold',
      EvaluationPeriods: 1,
      TreatMissingData: 'notBreaching',
    });
    const queries = alarm.Metrics as MetricDataQuery[];
    expect(queries.filter((q) => q.ReturnData !== false)).toEqual([
      expect.objectContaining({
        Expression: `IF(requests >= ${monitoring.cloudFrontMinRequests}, errorRate, 0)`,
      }),
    ]);
    const stat = (id: string) => queries.find((q) => q.Id === id)?.MetricStat;
    expect(stat('errorRate')).toMatchObject({
      Metric: { Namespace: 'AWS/CloudFront', MetricName: '5xxErrorRate' },
      Stat: 'Average',
      Period: 300,
    });
    expect(stat('requests')).toMatchObject({
      Metric: { Namespace: 'AWS/CloudFront', MetricName: 'Requests' },
      Stat: 'Sum',
      Period: 300,
    });

    // Both metrics of this distribution (CloudFront's metrics carry Region=Global): its id is
    // read when this stack deploys from the output the environment's stack publishes.
    const [distributionId] = Object.keys(resourcesOf(template, 'AWS::CloudFront::Distribution'));
    const outputs = template.toJSON().Outputs as Record<string, { Value: unknown }>;
    for (const id of ['errorRate', 'requests']) {
      const dimensions = stat(id)?.Metric.Dimensions ?? [];
      expect(dimensions.map((d) => d.Name).sort()).toEqual(['DistributionId', 'Region']);
      expect(dimensions.find((d) => d.Name === 'Region')?.Value).toBe('Global');
      const reference = dimensions.find((d) => d.Name === 'DistributionId')?.Value as {
        'Fn::GetStackOutput': { StackName: string; Region: string; OutputName: string };
      };
      expect(reference['Fn::GetStackOutput']).toMatchObject({
        StackName: stack.stackName,
        Region: stack.region,
      });
      const output = outputs[reference['Fn::GetStackOutput'].OutputName];
      expect(output?.Value).toEqual({ Ref: distributionId });
    }
  });

  test('the alarm notifies the us-east-1 alarm topic, whose key and policy admit only this account’s alarms there, as the main topic’s do in its region', () => {
    expect(topics).toHaveLength(1);
    const [topicId, topic] = topics[0] ?? [];
    expect(alarms[0]?.Properties?.AlarmActions).toEqual([{ Ref: topicId }]);

    const key = keyOf(resourcesOf(edge.template, 'AWS::KMS::Key'), topic);
    expect(key?.Properties?.EnableKeyRotation).toBe(true);
    const keyUse = cloudWatchStatement(key?.Properties?.KeyPolicy);
    expect(keyUse?.Action).toEqual(['kms:Decrypt', 'kms:GenerateDataKey*']);
    expect(JSON.stringify(keyUse?.Condition)).toContain(':cloudwatch:us-east-1:');
    expect(JSON.stringify(keyUse?.Condition)).toContain('"aws:SourceAccount"');

    // The same conditions as the environment's own alarm topic, with this region in them.
    const mainTopic = Object.entries(resourcesOf(template, 'AWS::SNS::Topic')).find(([id]) =>
      id.startsWith('MonitoringAlarmTopic'),
    );
    const mainKeyUse = cloudWatchStatement(
      keyOf(resourcesOf(template, 'AWS::KMS::Key'), mainTopic?.[1])?.Properties?.KeyPolicy,
    );
    expect(JSON.stringify(keyUse?.Condition)).toBe(
      JSON.stringify(mainKeyUse?.Condition).replaceAll(`:${stack.region}:`, ':us-east-1:'),
    );

    const topicPolicy = Object.values(resourcesOf(edge.template, 'AWS::SNS::TopicPolicy')).find(
      (policy) => JSON.stringify(policy.Properties?.Topics) === JSON.stringify([{ Ref: topicId }]),
    );
    const publish = cloudWatchStatement(topicPolicy?.Properties?.PolicyDocument);
    expect(publish?.Action).toBe('sns:Publish');
    expect(JSON.stringify(publish?.Condition)).toBe(JSON.stringify(keyUse?.Condition));
  });

  test('the alarm e-mail from settings is subscribed to the us-east-1 topic as well', () => {
    const subscriptions = Object.values(resourcesOf(edge.template, 'AWS::SNS::Subscription'));
    const email = monitoring.alarmEmail;
    expect(subscriptions.map((s) => s.Properties)).toEqual(
      email ? [expect.objectContaining({ Protocol: 'email', Endpoint: email })] : [],
    );
  });

  test('no error or warning from the three cdk-nag packs (or CDK itself), and nothing acknowledged', () => {
    const annotations = Annotations.fromStack(edge.stack);
    const findings = [...annotations.findError('*', ANY), ...annotations.findWarning('*', ANY)];
    expect(findings.map((f) => String(f.entry.data).split('\n')[0])).toEqual([]);
    const resources = edge.template.toJSON().Resources as Record<string, { Metadata?: object }>;
    expect(
      Object.values(resources).filter((r) => JSON.stringify(r.Metadata ?? {}).includes('cdk_nag')),
    ).toEqual([]);
  });
}
