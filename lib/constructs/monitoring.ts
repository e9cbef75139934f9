/** Alarms on Lambda errors and API 5xx, notifying an encrypted alarm topic. */
import { Duration } from 'aws-cdk-lib';
import type * as apigateway from 'aws-cdk-lib/aws-apigateway';
import * as cloudwatch from 'aws-cdk-lib/aws-cloudwatch';
import * as actions from 'aws-cdk-lib/aws-cloudwatch-actions';
import * as kms from 'aws-cdk-lib/aws-kms';
import type * as lambda from 'aws-cdk-lib/aws-lambda';
import * as sns from 'aws-cdk-lib/aws-sns';
import { Construct } from 'constructs';

import type { MonitoringSettings } from '../settings';

export interface MonitoringProps {
  settings: MonitoringSettings;
  functions: ReadonlyMap<string, lambda.IFunction>;
  restApi: apigateway.RestApi;
}

export class Monitoring extends Construct {
  readonly alarmTopic: sns.Topic;

  constructor(scope: Construct, id: string, props: MonitoringProps) {
    super(scope, id);
    this.alarmTopic = new sns.Topic(this, 'AlarmTopic', {
      displayName: 'OrgConsole alarms',
      enforceSSL: true,
      masterKey: kms.Alias.fromAliasName(this, 'SnsManagedKey', 'alias/aws/sns'),
    });
    const notify = new actions.SnsAction(this.alarmTopic);

    for (const [name, fn] of props.functions) {
      fn.metricErrors({ period: Duration.minutes(5) })
        .createAlarm(this, `${name}Errors`, {
          alarmDescription: `Lambda ${name} reported errors`,
          threshold: props.settings.lambdaErrorThreshold,
          evaluationPeriods: 1,
          comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
          treatMissingData: cloudwatch.TreatMissingData.NOT_BREACHING,
        })
        .addAlarmAction(notify);
    }

    props.restApi
      .metricServerError({ period: Duration.minutes(5), statistic: 'Sum' })
      .createAlarm(this, 'Api5xx', {
        alarmDescription: 'The API answered with 5xx errors',
        threshold: props.settings.api5xxThreshold,
        evaluationPeriods: 1,
        comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
        treatMissingData: cloudwatch.TreatMissingData.NOT_BREACHING,
      })
      .addAlarmAction(notify);
  }
}
