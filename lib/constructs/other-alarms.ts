/**
 * Alarms cdk-monitoring-constructs has no ready-made form for: API answers of 401 or 403 (API
 * Gateway's metrics count only 4xx as a whole, so they are counted from the stage's access log),
 * and the account's Lambda concurrency against its quota (account-wide: watched by the
 * environment that owns the account's resources). Named and routed like every other alarm.
 */
import { Duration } from 'aws-cdk-lib';
import * as cloudwatch from 'aws-cdk-lib/aws-cloudwatch';
import * as actions from 'aws-cdk-lib/aws-cloudwatch-actions';
import * as logs from 'aws-cdk-lib/aws-logs';
import type * as sns from 'aws-cdk-lib/aws-sns';
import type { Construct } from 'constructs';

import type { EnvironmentSettings } from '../settings';

const PERIOD = Duration.minutes(5);
/** Where the access-log metric goes; the metric's name carries the environment. */
export const LOG_METRICS_NAMESPACE = 'OrgConsole';
/** Share of the account's concurrency quota at which the account alarms. */
export const ACCOUNT_CONCURRENCY_SHARE = 0.8;

export function alarmAuthFailures(
  scope: Construct,
  settings: EnvironmentSettings,
  accessLogs: logs.ILogGroup,
  topic: sns.ITopic,
): cloudwatch.Alarm {
  const filter = new logs.MetricFilter(scope, 'ApiAuthFailuresFilter', {
    logGroup: accessLogs,
    // jsonWithStandardFields writes the status as a string.
    filterPattern: logs.FilterPattern.any(
      logs.FilterPattern.stringValue('$.status', '=', '401'),
      logs.FilterPattern.stringValue('$.status', '=', '403'),
    ),
    metricNamespace: LOG_METRICS_NAMESPACE,
    metricName: `${settings.stackName}-ApiAuthFailures`,
    metricValue: '1',
  });
  const alarm = new cloudwatch.Alarm(scope, 'ApiAuthFailures', {
    alarmName: `${settings.stackName}-Api-AuthFailures`,
    alarmDescription: `More than ${settings.monitoring.apiAuthFailureThreshold} answers of 401 or 403 in 5 minutes: refused tokens or callers trying units they do not cover.`,
    metric: filter.metric({ statistic: cloudwatch.Stats.SUM, period: PERIOD }),
    threshold: settings.monitoring.apiAuthFailureThreshold,
    comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_THRESHOLD,
    evaluationPeriods: 1,
    treatMissingData: cloudwatch.TreatMissingData.NOT_BREACHING,
  });
  alarm.addAlarmAction(new actions.SnsAction(topic));
  return alarm;
}

export function alarmAccountConcurrency(
  scope: Construct,
  settings: EnvironmentSettings,
  topic: sns.ITopic,
): cloudwatch.Alarm {
  const { accountConcurrencyLimit } = settings.monitoring;
  const alarm = new cloudwatch.Alarm(scope, 'AccountConcurrency', {
    alarmName: `${settings.stackName}-Lambda-AccountConcurrency`,
    alarmDescription: `The account's Lambda functions ran more than ${ACCOUNT_CONCURRENCY_SHARE * 100} % of its ${accountConcurrencyLimit} concurrent executions (settings.monitoring.accountConcurrencyLimit): past the quota, every function is throttled.`,
    metric: new cloudwatch.Metric({
      namespace: 'AWS/Lambda',
      metricName: 'ConcurrentExecutions',
      statistic: cloudwatch.Stats.MAXIMUM,
      period: Duration.minutes(1),
    }),
    threshold: Math.floor(accountConcurrencyLimit * ACCOUNT_CONCURRENCY_SHARE),
    comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_THRESHOLD,
    evaluationPeriods: 3,
    datapointsToAlarm: 2,
    treatMissingData: cloudwatch.TreatMissingData.NOT_BREACHING,
  });
  alarm.addAlarmAction(new actions.SnsAction(topic));
  return alarm;
}
