/**
 * The alarm on the console's CloudFront distribution (which also answers `/api/*`): its share of
 * 5xx answers, whoever made them (CloudFront itself, its functions, the site bucket or the API).
 * CloudFront publishes its metrics in us-east-1 only (dimension `Region=Global`) and an alarm can
 * watch only metrics of its own region, so this lives in the environment's us-east-1 stack
 * (lib/edge-monitoring-stack.ts), with an alarm topic of its own there: an alarm notifies only a
 * topic of its region. Named like every other alarm of the environment.
 *
 * Not alarmed: `4xxErrorRate` and `TotalErrorRate` (mostly viewers' own doing: an expired token, a
 * stale asset; the API's 4xx and 401/403 are alarmed in the environment's region), and
 * `OriginLatency` (published only with the distribution's paid additional metrics, which are off;
 * the API's p99 latency is alarmed).
 */
import { Duration, Stack, Token } from 'aws-cdk-lib';
import * as cloudwatch from 'aws-cdk-lib/aws-cloudwatch';
import * as actions from 'aws-cdk-lib/aws-cloudwatch-actions';
import { Construct } from 'constructs';

import { CLOUDFRONT_METRICS_REGION, type EnvironmentSettings } from '../settings';
import { AlarmTopic } from './alarm-topic';

export interface EdgeMonitoringProps {
  settings: EnvironmentSettings;
  /** The console distribution's id (from the environment's stack, in another region). */
  distributionId: string;
}

const PERIOD = Duration.minutes(5);

export class EdgeMonitoring extends Construct {
  readonly alarmTopic: AlarmTopic;
  readonly distribution5xx: cloudwatch.Alarm;

  constructor(scope: Construct, id: string, props: EdgeMonitoringProps) {
    super(scope, id);
    const region = Stack.of(this).region;
    if (Token.isUnresolved(region) || region !== CLOUDFRONT_METRICS_REGION) {
      throw new Error(
        `CloudFront's metrics are in ${CLOUDFRONT_METRICS_REGION} only; ${Stack.of(this).stackName} is in ${region}`,
      );
    }
    const { stackName, monitoring } = props.settings;
    this.alarmTopic = new AlarmTopic(this, 'AlarmTopic', {
      settings: props.settings,
      watching: 'CloudFront',
    });

    const dimensionsMap = { DistributionId: props.distributionId, Region: 'Global' };
    const errorRate = new cloudwatch.Metric({
      namespace: 'AWS/CloudFront',
      metricName: '5xxErrorRate',
      dimensionsMap,
      statistic: cloudwatch.Stats.AVERAGE,
      period: PERIOD,
    });
    const requests = new cloudwatch.Metric({
      namespace: 'AWS/CloudFront',
      metricName: 'Requests',
      dimensionsMap,
      statistic: cloudwatch.Stats.SUM,
      period: PERIOD,
    });
    const { cloudFront5xxRatePercent: ratePercent, cloudFrontMinRequests: minRequests } =
      monitoring;
    this.distribution5xx = new cloudwatch.Alarm(this, 'Distribution5xx', {
      alarmName: `${stackName}-CloudFront-5xxErrorRate`,
      alarmDescription: `More than ${ratePercent} % of the console distribution's answers (pages and /api/*) were 5xx in 5 minutes with at least ${minRequests} requests: CloudFront cannot reach or use an origin, a function failed, or the API is failing.`,
      metric: new cloudwatch.MathExpression({
        expression: `IF(requests >= ${minRequests}, errorRate, 0)`,
        usingMetrics: { errorRate, requests },
        period: PERIOD,
        label: `5xxErrorRate (%) with at least ${minRequests} requests`,
      }),
      threshold: ratePercent,
      comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_THRESHOLD,
      evaluationPeriods: 1,
      // No requests, no data: nothing failed.
      treatMissingData: cloudwatch.TreatMissingData.NOT_BREACHING,
    });
    this.distribution5xx.addAlarmAction(new actions.SnsAction(this.alarmTopic.topic));
  }
}
