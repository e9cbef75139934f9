/**
 * The SNS topic every alarm of an environment notifies, and the person behind it. CloudWatch may
 * publish to it: its KMS key (customer managed; an AWS-managed `alias/aws/sns` key cannot grant
 * CloudWatch) lets the CloudWatch service use it, and the topic policy lets this account's alarms
 * publish. With `monitoring.alarmEmail` set, that address is subscribed, with a dead-letter queue. An environment has one in
 * its own region and one in us-east-1 for the alarms on its CloudFront distribution
 * (edge-monitoring.ts): an alarm may notify only a topic of its own region.
 */
import { Aws, Duration, RemovalPolicy, Stack } from 'aws-cdk-lib';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as kms from 'aws-cdk-lib/aws-kms';
import * as sns from 'aws-cdk-lib/aws-sns';
import * as subscriptions from 'aws-cdk-lib/aws-sns-subscriptions';
import * as sqs from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';

import { acknowledge } from '../nag';
import type { EnvironmentSettings } from '../settings';

export const CLOUDWATCH = new iam.ServicePrincipal('cloudwatch.amazonaws.com');

export interface AlarmTopicProps {
  settings: EnvironmentSettings;
  /**
   * What the alarms watch, when the environment has more than one topic (e.g. `CloudFront`): in the
   * topic's display name, the sender of its e-mails, and in its key's description.
   */
  watching?: string;
}

export class AlarmTopic extends Construct {
  readonly topic: sns.Topic;
  readonly key: kms.Key;
  /** Notifications the e-mail subscription could not deliver (only with monitoring.alarmEmail). */
  readonly undelivered?: sqs.Queue;

  constructor(scope: Construct, id: string, props: AlarmTopicProps) {
    super(scope, id);
    const { name, monitoring } = props.settings;
    const what = props.watching ? `${props.watching} alarm` : 'alarm';
    const stack = Stack.of(this);

    this.key = new kms.Key(this, 'Key', {
      description: `Encrypts the ${what} notifications of OrgConsole (${name})`,
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
      displayName: `OrgConsole ${what}s (${name})`,
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
    this.undelivered = monitoring.alarmEmail ? this.subscribe(monitoring.alarmEmail) : undefined;
  }

  /**
   * The alarm e-mail subscription, with a dead-letter queue: a notification SNS could not deliver
   * (the address refused it, or the subscription was never confirmed) is kept there 14 days
   * instead of dropped, encrypted with the topic's key.
   */
  private subscribe(alarmEmail: string): sqs.Queue {
    const stack = Stack.of(this);
    this.key.addToResourcePolicy(
      new iam.PolicyStatement({
        sid: 'TheTopicKeepsUndeliveredNotifications',
        principals: [new iam.ServicePrincipal('sns.amazonaws.com')],
        actions: ['kms:Decrypt', 'kms:GenerateDataKey*'],
        resources: ['*'],
        // Naming the topic itself would be a cycle (the topic names the key): this account's topics.
        conditions: {
          ArnLike: {
            'aws:SourceArn': `arn:${Aws.PARTITION}:sns:${stack.region}:${stack.account}:*`,
          },
          StringEquals: { 'aws:SourceAccount': stack.account },
        },
      }),
    );
    const undelivered = new sqs.Queue(this, 'Undelivered', {
      encryption: sqs.QueueEncryption.KMS,
      encryptionMasterKey: this.key,
      enforceSSL: true,
      retentionPeriod: Duration.days(14),
    });
    const IS_THE_DEAD_LETTER_QUEUE =
      'This queue is itself the dead-letter queue of the alarm e-mail subscription: it keeps the notifications SNS could not deliver, for a person to read. Nothing consumes it.';
    acknowledge(undelivered, [
      { id: 'AwsSolutions-SQS3', reason: IS_THE_DEAD_LETTER_QUEUE },
      { id: 'Serverless-SQSRedrivePolicy', reason: IS_THE_DEAD_LETTER_QUEUE },
    ]);
    this.topic.addSubscription(
      new subscriptions.EmailSubscription(alarmEmail, { deadLetterQueue: undelivered }),
    );
    return undelivered;
  }
}
