/**
 * The environment's alarms and its one CloudWatch dashboard, built with cdk-monitoring-constructs:
 * API 5xx, 4xx and p99 latency; errors, throttles and a duration near the timeout of every
 * function (API handlers, the four Cognito triggers, the purge); a day without a purge run and
 * purge failures; table throttles; blocks of both WAFs (the API's and the user pool's); and
 * (other-alarms.ts) 401/403 answers and the account's Lambda concurrency. Every alarm notifies the
 * alarm topic. Alarm and dashboard names start with the stack name, so environments sharing an
 * account do not collide.
 *
 * CloudFront publishes its metrics (5xx rate among them) in us-east-1 only, and an alarm can only
 * watch metrics of its own region, so the console distribution's 5xx rate is alarmed by the
 * environment's us-east-1 stack (edge-monitoring.ts), not here.
 */
import { Duration, Stack } from 'aws-cdk-lib';
import type * as apigateway from 'aws-cdk-lib/aws-apigateway';
import { TreatMissingData } from 'aws-cdk-lib/aws-cloudwatch';
import * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import type * as lambda from 'aws-cdk-lib/aws-lambda';
import type * as logs from 'aws-cdk-lib/aws-logs';
import type * as sqs from 'aws-cdk-lib/aws-sqs';
import type * as wafv2 from 'aws-cdk-lib/aws-wafv2';
import {
  DefaultDashboardFactory,
  MonitoringFacade,
  SnsAlarmActionStrategy,
} from 'cdk-monitoring-constructs';
import { Construct } from 'constructs';

import type { EnvironmentSettings } from '../settings';
import { AlarmTopic } from './alarm-topic';
import {
  alarmAccountConcurrency,
  alarmAuthFailures,
  alarmFailedBackups,
  alarmSesReputation,
} from './other-alarms';

export interface MonitoringProps {
  settings: EnvironmentSettings;
  /** Every function of the platform by a readable name (used in alarm names). */
  functions: ReadonlyMap<string, lambda.Function>;
  restApi: apigateway.IRestApi;
  apiStage: string;
  /** The API stage's access log (JSON, one line per answer). */
  apiAccessLogs: logs.ILogGroup;
  table: dynamodb.ITable;
  /** Each web ACL by a readable name (used in alarm names). */
  webAcls: ReadonlyMap<string, wafv2.CfnWebACL>;
  /** The daily purge: its function and where its failures go. */
  purge: { function: lambda.IFunction; failures: sqs.IQueue };
  /** Whether this environment watches the account's own metrics (settings.ownsAccountResources). */
  ownsAccountResources: boolean;
  /** The vault of the table's daily AWS Backup, where there is one (settings.stateful.tableBackup). */
  backupVaultName?: string;
}

const PERIOD = Duration.minutes(5);

export class Monitoring extends Construct {
  readonly alarmTopic: AlarmTopic;
  readonly facade: MonitoringFacade;

  constructor(scope: Construct, id: string, props: MonitoringProps) {
    super(scope, id);
    const { stackName, monitoring: limits } = props.settings;
    this.alarmTopic = new AlarmTopic(this, 'AlarmTopic', { settings: props.settings });

    this.facade = new MonitoringFacade(this, 'Facade', {
      metricFactoryDefaults: { period: PERIOD },
      alarmFactoryDefaults: {
        alarmNamePrefix: stackName,
        actionsEnabled: true,
        action: new SnsAlarmActionStrategy({ onAlarmTopic: this.alarmTopic.topic }),
        datapointsToAlarm: 1,
        evaluationPeriods: 1,
      },
      dashboardFactory: new DefaultDashboardFactory(this, 'Dashboard', {
        dashboardNamePrefix: stackName,
        createDashboard: true,
        createSummaryDashboard: false,
        createAlarmDashboard: false,
      }),
    });

    this.facade.monitorApiGateway({
      api: props.restApi,
      apiStage: props.apiStage,
      alarmFriendlyName: 'Api',
      add5XXFaultCountAlarm: { Critical: { maxErrorCount: limits.api5xxThreshold } },
      add4XXErrorCountAlarm: { Warning: { maxErrorCount: limits.api4xxThreshold } },
      addLatencyP99Alarm: {
        Warning: {
          maxLatency: limits.apiLatencyP99,
          datapointsToAlarm: 3,
          evaluationPeriods: 3,
        },
      },
    });

    for (const [name, fn] of props.functions) {
      this.facade.monitorLambdaFunction({
        lambdaFunction: fn,
        humanReadableName: name,
        alarmFriendlyName: name,
        addFaultCountAlarm: { Critical: { maxErrorCount: limits.lambdaErrorThreshold } },
        addThrottlesCountAlarm: { Critical: { maxErrorCount: limits.throttleThreshold } },
        addMaxLatencyAlarm: {
          Warning: { maxLatencyPercentageOfTimeout: limits.durationOfTimeout * 100 },
        },
      });
    }

    // The purge runs once a day: two days in a row with no invocation at all mean the schedule is
    // broken (one would also be the day after the first deploy, before its first run).
    this.facade.monitorLambdaFunction({
      lambdaFunction: props.purge.function,
      humanReadableName: 'DeletedUnitsPurge runs',
      alarmFriendlyName: 'DeletedUnitsPurgeRuns',
      addMinInvocationsCountAlarm: {
        Critical: {
          minCount: 1,
          period: Duration.days(1),
          evaluationPeriods: 2,
          datapointsToAlarm: 2,
          treatMissingDataOverride: TreatMissingData.BREACHING,
        },
      },
    });
    this.facade.monitorSqsQueue({
      queue: props.purge.failures,
      humanReadableName: 'DeletedUnitsPurge failures',
      alarmFriendlyName: 'DeletedUnitsPurgeFailures',
      addQueueMaxSizeAlarm: { Critical: { maxMessageCount: 0 } },
    });

    this.facade.monitorDynamoTable({
      table: props.table,
      billingMode: dynamodb.BillingMode.PAY_PER_REQUEST,
      alarmFriendlyName: 'Table',
      addReadThrottledEventsCountAlarm: {
        Critical: { maxThrottledEventsThreshold: limits.throttleThreshold },
      },
      addWriteThrottledEventsCountAlarm: {
        Critical: { maxThrottledEventsThreshold: limits.throttleThreshold },
      },
    });

    for (const [name, acl] of props.webAcls) {
      this.facade.monitorWebApplicationFirewallAclV2({
        acl,
        region: Stack.of(this).region,
        alarmFriendlyName: name,
        addBlockedRequestsCountAlarm: { Warning: { maxErrorCount: limits.wafBlockedThreshold } },
      });
    }

    alarmAuthFailures(this, props.settings, props.apiAccessLogs, this.alarmTopic.topic);
    if (props.ownsAccountResources) {
      alarmAccountConcurrency(this, props.settings, this.alarmTopic.topic);
    }
    if (props.settings.identity.email) {
      alarmSesReputation(this, props.settings, this.alarmTopic.topic);
    }
    if (props.backupVaultName) {
      alarmFailedBackups(this, props.settings, props.backupVaultName, this.alarmTopic.topic);
    }
  }
}
