/**
 * The SNS topic every alarm of an environment notifies, and the person behind it. CloudWatch may
 * publish to it: its KMS key (customer managed; an AWS-managed `alias/aws/sns` key cannot grant
 * CloudWatch) lets the CloudWatch service use it, and the topic policy lets this account's alarms
 * publish. With `monitoring.alarmEmail` set, that address is subscribed.
 */
import { Aws, Duration, RemovalPolicy, Stack } from 'aws-cdk-lib';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as kms from 'aws-cdk-lib/aws-kms';
import * as sns from 'aws-cdk-lib/aws-sns';
import * as subscriptions from 'aws-cdk-lib/aws-sns-subscriptions';
import { Construct } from 'constructs';

import type { EnvironmentSettings } from '../settings';

export const CLOUDWATCH = new iam.ServicePrincipal('cloudwatch.amazonaws.com');

export class AlarmTopic extends Construct {
  readonly topic: sns.Topic;
  readonly key: kms.Key;

  constructor(scope: Construct, id: string, props: { settings: EnvironmentSettings }) {
    super(scope, id);
    const { name, monitoring } = props.settings;
    const stack = Stack.of(this);

    this.key = new kms.Key(this, 'Key', {
      description: `Encrypts the alarm notifications of OrgConsole (${name})`,
      enableKeyRotation: true,
      // It encrypts only notifications in flight, nothing stored, so it goes with the stack.
      removalPolicy: RemovalPolicy.DESTROY,
      pendingWindow: Duration.days(7),
    });
    // Only alarms of this account and region may use the key (the same conditions as the topic's).
    const fromOwnAlarms = {
      ArnLike: {
        'aws:SourceArn': `arn:${Aws.PARTITION}:cloudwatch:${stack.region}:${stack.account}:alarm:*`,
      },
      StringEquals: { 'aws:SourceAccount': stack.account },
    };
    this.key.addToResourcePolicy(
      new iam.PolicyStatement({
        sid: 'CloudWatchAlarmsPublishToTheEncryptedTopic',
        principals: [CLOUDWATCH],
        actions: ['kms:Decrypt', 'kms:GenerateDataKey*'],
        // In a key policy, "*" is this key.
        resources: ['*'],
        conditions: fromOwnAlarms,
      }),
    );

    this.topic = new sns.Topic(this, 'Topic', {
      displayName: `OrgConsole alarms (${name})`,
      enforceSSL: true,
      masterKey: this.key,
    });
    this.topic.addToResourcePolicy(
      new iam.PolicyStatement({
        sid: 'AlarmsOfThisAccountPublish',
        principals: [CLOUDWATCH],
        actions: ['sns:Publish'],
        resources: [this.topic.topicArn],
        conditions: fromOwnAlarms,
      }),
    );
    if (monitoring.alarmEmail) {
      this.topic.addSubscription(new subscriptions.EmailSubscription(monitoring.alarmEmail));
    }
  }
}
