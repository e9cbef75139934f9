/**
 * The daily purge of soft-deleted units past their 30-day restore period
 * (lambdas/orgunit/purge-deleted.ts; locally `npm run purge-deleted`). An EventBridge rule invokes
 * the function once a day; the function may read and delete items of the table and publish the
 * purge's API events, nothing else. A run that still fails after its retries, or a tick
 * EventBridge could not deliver, lands in the failures queue, which is alarmed (monitoring.ts), as
 * is a day without a run.
 */
import { Duration } from 'aws-cdk-lib';
import type * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import * as events from 'aws-cdk-lib/aws-events';
import * as targets from 'aws-cdk-lib/aws-events-targets';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as destinations from 'aws-cdk-lib/aws-lambda-destinations';
import type * as sns from 'aws-cdk-lib/aws-sns';
import * as sqs from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';

import { HANDLER_ENV } from '../../lambdas/domain/data-keys';
import { acknowledge, arnOf } from '../nag';
import type { EnvironmentSettings } from '../settings';
import { HandlerFunction } from './handler-function';

export const PURGE_ENTRY = 'lambdas/orgunit/purge-handler.ts';
/** Long enough for a run's bounded batches (DEFAULT_MAX_UNITS units). */
const PURGE_TIMEOUT = Duration.minutes(5);

/**
 * Reads (Query of the purge queue and subtrees, a BatchGet of the core config in force where the
 * record goes) and the writes of a purge: BatchWriteItem deletes, UpdateItem of profile policy
 * copies, the audit record's PutItem.
 */
export const PURGE_TABLE_ACTIONS = [
  'dynamodb:Query',
  'dynamodb:GetItem',
  'dynamodb:BatchGetItem',
  'dynamodb:BatchWriteItem',
  'dynamodb:DeleteItem',
  'dynamodb:UpdateItem',
  'dynamodb:PutItem',
] as const;

export interface DeletedUnitsPurgeProps {
  settings: EnvironmentSettings;
  table: dynamodb.Table;
  apiTopic: sns.ITopic;
}

export class DeletedUnitsPurge extends Construct {
  readonly handler: HandlerFunction;
  readonly rule: events.Rule;
  /** Failed runs (Lambda's on-failure destination) and undelivered ticks (the rule's DLQ). */
  readonly failures: sqs.Queue;

  constructor(scope: Construct, id: string, props: DeletedUnitsPurgeProps) {
    super(scope, id);
    this.handler = new HandlerFunction(this, 'Function', {
      entry: PURGE_ENTRY,
      description: 'OrgConsole daily purge of deleted units',
      environment: {
        [HANDLER_ENV.tableName]: props.table.tableName,
        [HANDLER_ENV.apiTopicArn]: props.apiTopic.topicArn,
      },
      settings: props.settings,
      invokedBy: 'schedule',
      timeout: PURGE_TIMEOUT,
    });

    this.failures = new sqs.Queue(this, 'Failures', {
      encryption: sqs.QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      retentionPeriod: Duration.days(14),
    });
    this.handler.function.configureAsyncInvoke({
      onFailure: new destinations.SqsDestination(this.failures),
      retryAttempts: 2,
    });
    const IS_THE_DEAD_LETTER_QUEUE =
      'This queue is itself the dead-letter destination: of the purge function (on-failure destination) and of the schedule rule’s target. Nothing consumes it; its alarm tells a person to look.';
    acknowledge(this.failures, [
      { id: 'AwsSolutions-SQS3', reason: IS_THE_DEAD_LETTER_QUEUE },
      { id: 'Serverless-SQSRedrivePolicy', reason: IS_THE_DEAD_LETTER_QUEUE },
    ]);

    this.handler.role.addToPolicy(
      new iam.PolicyStatement({
        actions: [...PURGE_TABLE_ACTIONS],
        resources: [props.table.tableArn, `${props.table.tableArn}/index/*`],
      }),
    );
    this.handler.role.addToPolicy(
      new iam.PolicyStatement({ actions: ['sns:Publish'], resources: [props.apiTopic.topicArn] }),
    );
    acknowledge(
      this.handler.role,
      [
        {
          id: 'AwsSolutions-IAM5',
          reason:
            'The purge queries the table GSIs (the purge queue and subtrees on GSI2, members on GSI1); the wildcard covers only indexes of this one table.',
          appliesTo: [`Resource::${arnOf(props.table)}/index/*`],
        },
      ],
      true,
    );

    this.rule = new events.Rule(this, 'Daily', {
      description: 'Purges soft-deleted units past their 30-day restore period, once a day',
      schedule: events.Schedule.cron({ minute: '30', hour: '2' }),
      targets: [
        new targets.LambdaFunction(this.handler.function, {
          retryAttempts: 2,
          deadLetterQueue: this.failures,
        }),
      ],
    });
  }
}
