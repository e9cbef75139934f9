/** Alarms reach a person: what is alarmed on, where alarms go, and that CloudWatch may send them. */
import { ownsAccountResources } from '../../../lib/settings';
import { type BuiltEnvironment, resourcesOf } from '../platform-fixture';

interface MetricStat {
  Metric: { Namespace: string; MetricName: string; Dimensions: { Name: string; Value: unknown }[] };
}

interface AlarmProperties {
  AlarmName: string;
  AlarmActions: unknown[];
  Threshold?: number;
  Period?: number;
  ComparisonOperator?: string;
  TreatMissingData?: string;
  Statistic?: string;
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

  test('every function (API handlers, the Cognito triggers, the purge) has error, throttle and duration alarms', () => {
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
    for (const [id, fn] of functions) {
      for (const metricName of ['Errors', 'Throttles', 'Duration']) {
        const matching = alarms.filter((alarm) =>
          watched(alarm).some(
            (m) =>
              m.Namespace === 'AWS/Lambda' &&
              m.MetricName === metricName &&
              dimension(m, 'FunctionName') === JSON.stringify({ Ref: id }),
          ),
        );
        expect({ id, metricName, alarms: matching.length }).toEqual({
          id,
          metricName,
          alarms: 1,
        });
        if (metricName !== 'Duration') continue;
        // Near the timeout: the share of settings, in milliseconds.
        const timeoutMs = (fn.Properties?.Timeout as number) * 1000;
        expect(matching[0]?.Threshold).toBe(
          Math.floor(timeoutMs * stack.settings.monitoring.durationOfTimeout),
        );
      }
    }
  });

  test('two days in a row without a purge run alarm (not the day of the first deploy), and so does any failed run', () => {
    const runs = alarms.filter((alarm) => alarm.AlarmName.includes('DeletedUnitsPurgeRuns'));
    expect(runs).toHaveLength(1);
    expect(JSON.stringify(runs[0])).toContain('"MetricName":"Invocations"');
    expect(runs[0]).toMatchObject({
      Threshold: 1,
      ComparisonOperator: 'LessThanThreshold',
      TreatMissingData: 'breaching',
      EvaluationPeriods: 2,
      DatapointsToAlarm: 2,
    });
    expect(JSON.stringify(runs[0])).toContain('"Period":86400');
    const [queueId] = Object.keys(resourcesOf(template, 'AWS::SQS::Queue')).filter((id) =>
      id.startsWith('DeletedUnitsPurgeFailures'),
    );
    const failures = alarmed('AWS/SQS', 'ApproximateNumberOfMessagesVisible').filter((m) =>
      dimension(m, 'QueueName').includes(queueId ?? '?'),
    );
    expect(failures).toHaveLength(1);
    const invokeConfig = Object.values(resourcesOf(template, 'AWS::Lambda::EventInvokeConfig'));
    expect(JSON.stringify(invokeConfig)).toContain(
      `"OnFailure":{"Destination":{"Fn::GetAtt":["${queueId}","Arn"]}}`,
    );
  });

  test('API 4xx, and 401/403 answers counted from the access log, alarm', () => {
    expect(alarmed('AWS/ApiGateway', '4XXError')).toHaveLength(1);
    const [filter] = Object.values(resourcesOf(template, 'AWS::Logs::MetricFilter'));
    expect(filter?.Properties?.FilterPattern).toBe('{ ($.status = "401") || ($.status = "403") }');
    expect(JSON.stringify(filter?.Properties?.LogGroupName)).toMatch(/ApiAccessLogs/);
    const metricName = `${stack.stackName}-ApiAuthFailures`;
    const [authAlarm] = alarms.filter((a) => a.MetricName === metricName);
    expect(authAlarm?.Threshold).toBe(stack.settings.monitoring.apiAuthFailureThreshold);
  });

  const owns = ownsAccountResources(stack.settings.name);
  test(`the account’s Lambda concurrency is ${owns ? 'alarmed at 80 % of its quota' : 'left to the account’s owner'}`, () => {
    const concurrency = alarms.filter((a) => a.MetricName === 'ConcurrentExecutions');
    if (!owns) {
      expect(concurrency).toEqual([]);
      return;
    }
    expect(concurrency).toHaveLength(1);
    expect(concurrency[0]?.Threshold).toBe(
      Math.floor(stack.settings.monitoring.accountConcurrencyLimit * 0.8),
    );
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

  test('the table’s read and write throttles and both WAFs’ blocks are alarmed', () => {
    expect(alarmed('AWS/DynamoDB', 'ReadThrottleEvents')).toHaveLength(1);
    expect(alarmed('AWS/DynamoDB', 'WriteThrottleEvents')).toHaveLength(1);
    const acls = Object.values(resourcesOf(template, 'AWS::WAFv2::WebACL'));
    expect(acls).toHaveLength(2);
    const blocked = alarmed('AWS/WAFV2', 'BlockedRequests').map((m) => dimension(m, 'WebACL'));
    expect(blocked.sort()).toEqual(acls.map((acl) => JSON.stringify(acl.Properties?.Name)).sort());
  });

  test('CloudWatch may publish to the alarm topic: its key policy and topic policy allow it', () => {
    const keyRef = alarmTopic?.[1].Properties?.KmsMasterKeyId as { 'Fn::GetAtt'?: string[] };
    const keyId = keyRef['Fn::GetAtt']?.[0] ?? '';
    const key = resourcesOf(template, 'AWS::KMS::Key')[keyId];
    const keyStatements = (key?.Properties?.KeyPolicy as { Statement: PolicyStatement[] })
      .Statement;
    const cloudWatchUse = keyStatements.find(
      (s) => s.Effect === 'Allow' && s.Principal?.Service === 'cloudwatch.amazonaws.com',
    );
    expect(cloudWatchUse?.Action).toEqual(['kms:Decrypt', 'kms:GenerateDataKey*']);
    // Only this account's alarms in this region may use the key.
    const keyCondition = JSON.stringify(cloudWatchUse?.Condition);
    expect(keyCondition).toContain('"aws:SourceAccount"');
    expect(keyCondition).toContain('"aws:SourceArn"');
    expect(keyCondition).toContain(':cloudwatch:ap-south-1:');
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

  test(`a failed or expired table backup job ${stack.settings.stateful.tableBackup ? 'alarms' : 'has no alarm: no AWS Backup here'}`, () => {
    const backups = alarms.filter((alarm) => alarm.AlarmName.includes('TableBackupFailed'));
    if (!stack.settings.stateful.tableBackup) {
      expect(backups).toEqual([]);
      return;
    }
    expect(backups).toHaveLength(1);
    const rendered = JSON.stringify(backups[0]);
    for (const metric of ['NumberOfBackupJobsFailed', 'NumberOfBackupJobsExpired']) {
      expect(rendered).toContain(`"MetricName":"${metric}"`);
    }
    expect(rendered).toMatch(
      /"Name":"BackupVaultName","Value":\{"Fn::GetAtt":\["TableBackupVault[0-9A-F]{8}","BackupVaultName"\]/,
    );
    expect(backups[0]).toMatchObject({ Threshold: 0, ComparisonOperator: 'GreaterThanThreshold' });
  });

  test(`SES reputation alarms ${stack.settings.identity.email ? 'watch' : 'are absent: no SES sender in'} this environment`, () => {
    const ses = alarms.filter((alarm) => alarm.AlarmName.includes('-SES-'));
    expect(ses).toHaveLength(stack.settings.identity.email ? 2 : 0);
  });
}
