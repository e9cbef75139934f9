/**
 * The daily purge of soft-deleted units past their 30-day restore period
 * (lambdas/orgunit/purge-deleted.ts; locally `npm run purge-deleted`). An EventBridge rule invokes
 * the function once a day; the function may read and delete items of the table and publish the
 * purge's API events, nothing else.
 */
import { Duration } from 'aws-cdk-lib';
import type * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import * as events from 'aws-cdk-lib/aws-events';
import * as targets from 'aws-cdk-lib/aws-events-targets';
import * as iam from 'aws-cdk-lib/aws-iam';
import type * as lambda from 'aws-cdk-lib/aws-lambda';
import type * as sns from 'aws-cdk-lib/aws-sns';
import { Construct } from 'constructs';

import { HANDLER_ENV } from '../../lambdas/domain/data-keys';
import { acknowledge, arnOf } from '../nag';
import type { EnvironmentSettings } from '../settings';
import { HandlerFunction } from './handler-function';

export const PURGE_ENTRY = 'lambdas/orgunit/purge-handler.ts';
/** Long enough for a run's bounded batches (DEFAULT_MAX_UNITS units). */
const PURGE_TIMEOUT = Duration.minutes(5);

/**
 * Reads (Query of the purge queue and subtrees, Get of a tenant's core config) and the writes of a
 * purge: BatchWriteItem deletes, UpdateItem of profile policy copies, the audit record's PutItem.
 */
export const PURGE_TABLE_ACTIONS = [
  'dynamodb:Query',
  'dynamodb:GetItem',
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
    });
    const fn = this.handler.function.node.defaultChild as lambda.CfnFunction;
    fn.timeout = PURGE_TIMEOUT.toSeconds();

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
      targets: [new targets.LambdaFunction(this.handler.function, { retryAttempts: 2 })],
    });
    acknowledge(this.rule, [
      {
        id: 'Serverless-EventBusDLQ',
        reason:
          'The scheduled event carries no data, only the daily tick; EventBridge retries a failed delivery and the purge is idempotent, so the next day’s run removes whatever a missed run left.',
      },
    ]);
  }
}
