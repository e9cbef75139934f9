/**
 * Alarms cdk-monitoring-constructs has no ready-made form for: API answers of 401 or 403 (API
 * Gateway's metrics count only 4xx as a whole, so they are counted from the stage's access log),
 * the account's Lambda concurrency against its quota (account-wide: watched by the environment
 * that owns the account's resources), the SES sending reputation where Cognito's e-mails go
 * through SES, and failed backup jobs of the table's vault. Named and routed like every other
 * alarm.
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

/**
 * SES reviews an account at a 5 % bounce rate or a 0.1 % complaint rate and may pause its sending
 * at 10 % and 0.5 %: alarmed at the review levels, before invitations and reset codes stop.
 */
export const SES_REPUTATION_LIMITS = { BounceRate: 0.05, ComplaintRate: 0.001 } as const;

export function alarmSesReputation(
  scope: Construct,
  settings: EnvironmentSettings,
  topic: sns.ITopic,
): cloudwatch.Alarm[] {
  return (Object.keys(SES_REPUTATION_LIMITS) as (keyof typeof SES_REPUTATION_LIMITS)[]).map(
    (rate) => {
      const limit = SES_REPUTATION_LIMITS[rate];
      const alarm = new cloudwatch.Alarm(scope, `Ses${rate}`, {
        alarmName: `${settings.stackName}-SES-${rate}`,
        alarmDescription: `The account's SES ${rate === 'BounceRate' ? 'bounce' : 'complaint'} rate is above ${limit * 100} %: SES reviews the account at this level and may pause its sending (Cognito's invitations, codes and resets) above it.`,
        metric: new cloudwatch.Metric({
          namespace: 'AWS/SES',
          metricName: `Reputation.${rate}`,
          statistic: cloudwatch.Stats.MAXIMUM,
          period: Duration.hours(1),
        }),
        threshold: limit,
        comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
        evaluationPeriods: 1,
        treatMissingData: cloudwatch.TreatMissingData.NOT_BREACHING,
      });
      alarm.addAlarmAction(new actions.SnsAction(topic));
      return alarm;
    },
  );
}

/** Any backup job of the table's vault that failed or expired before it ran, in a day. */
export function alarmFailedBackups(
  scope: Construct,
  settings: EnvironmentSettings,
  vaultName: string,
  topic: sns.ITopic,
): cloudwatch.Alarm {
  const jobs = (metricName: string) =>
    new cloudwatch.Metric({
      namespace: 'AWS/Backup',
      metricName,
      dimensionsMap: { BackupVaultName: vaultName },
      statistic: cloudwatch.Stats.SUM,
      period: Duration.days(1),
    });
  const alarm = new cloudwatch.Alarm(scope, 'TableBackupFailed', {
    alarmName: `${settings.stackName}-Backup-TableBackupFailed`,
    alarmDescription:
      'A daily AWS Backup job of the table failed or expired before it could run: the table has no backup of that day (point-in-time recovery still covers it).',
    metric: new cloudwatch.MathExpression({
      expression: 'FILL(failed, 0) + FILL(expired, 0)',
      usingMetrics: {
        failed: jobs('NumberOfBackupJobsFailed'),
        expired: jobs('NumberOfBackupJobsExpired'),
      },
      period: Duration.days(1),
    }),
    threshold: 0,
    comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_THRESHOLD,
    evaluationPeriods: 1,
    treatMissingData: cloudwatch.TreatMissingData.NOT_BREACHING,
  });
  alarm.addAlarmAction(new actions.SnsAction(topic));
  return alarm;
}
