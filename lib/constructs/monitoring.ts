/**
 * The environment's alarms and its one CloudWatch dashboard, built with cdk-monitoring-constructs:
 * API 5xx and p99 latency, errors and throttles of every function (API handlers and both Cognito
 * triggers), table throttles and WAF blocks. Every alarm notifies the alarm topic. Alarm and
 * dashboard names start with the stack name, so environments sharing an account do not collide.
 */
import { Duration, Stack } from 'aws-cdk-lib';
import type * as apigateway from 'aws-cdk-lib/aws-apigateway';
import * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import type * as lambda from 'aws-cdk-lib/aws-lambda';
import type * as wafv2 from 'aws-cdk-lib/aws-wafv2';
import {
  DefaultDashboardFactory,
  MonitoringFacade,
  SnsAlarmActionStrategy,
} from 'cdk-monitoring-constructs';
import { Construct } from 'constructs';

import type { EnvironmentSettings } from '../settings';
import { AlarmTopic } from './alarm-topic';

export interface MonitoringProps {
  settings: EnvironmentSettings;
  /** Every function of the platform by a readable name (used in alarm names). */
  functions: ReadonlyMap<string, lambda.IFunction>;
  restApi: apigateway.RestApi;
  table: dynamodb.ITable;
  webAcl: wafv2.CfnWebACL;
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
      apiStage: props.restApi.deploymentStage.stageName,
      alarmFriendlyName: 'Api',
      add5XXFaultCountAlarm: { Critical: { maxErrorCount: limits.api5xxThreshold } },
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
      });
    }

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

    this.facade.monitorWebApplicationFirewallAclV2({
      acl: props.webAcl,
      region: Stack.of(this).region,
      alarmFriendlyName: 'Waf',
      addBlockedRequestsCountAlarm: { Warning: { maxErrorCount: limits.wafBlockedThreshold } },
    });
  }
}
