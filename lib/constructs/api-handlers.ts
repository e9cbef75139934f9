/**
 * One Lambda per API resource (RESOURCES in lambdas/domain/routes.ts), each granted only what
 * its resource needs.
 */
import type * as cognito from 'aws-cdk-lib/aws-cognito';
import type * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import * as iam from 'aws-cdk-lib/aws-iam';
import type * as s3 from 'aws-cdk-lib/aws-s3';
import type * as sns from 'aws-cdk-lib/aws-sns';
import { Construct } from 'constructs';

import { HANDLER_ENV } from '../../lambdas/domain/data-keys';
import { RESOURCES, type Resource } from '../../lambdas/domain/routes';
import { resourceHandlerEntry } from '../handler-entries';
import { acknowledge, arnOf, type Acknowledgement } from '../nag';
import type { EnvironmentSettings } from '../settings';
import { HandlerFunction } from './handler-function';

/**
 * Cognito admin calls the handlers make (lambdas/shared/cognito-accounts.ts): reading the account
 * a profile is bound to (userprofile, orguser, tenant), disabling the account of a deleted profile
 * (userprofile), and inviting a new person with a temporary password (a tenant's first admin, a
 * new org user, a system admin's new user: tenant, orguser, userprofile); nothing else may touch
 * the pool. Add an action only with the call that needs it.
 */
export const COGNITO_ACTIONS: Readonly<Partial<Record<Resource, readonly string[]>>> = {
  userprofile: [
    'cognito-idp:AdminGetUser',
    'cognito-idp:AdminDisableUser',
    'cognito-idp:AdminCreateUser',
  ],
  orguser: ['cognito-idp:AdminGetUser', 'cognito-idp:AdminCreateUser'],
  tenant: ['cognito-idp:AdminGetUser', 'cognito-idp:AdminCreateUser'],
};

/** Reads are Get, BatchGet and Query: no Scan, so a handler cannot read the table wholesale. */
export const TABLE_READ = [
  'dynamodb:GetItem',
  'dynamodb:BatchGetItem',
  'dynamodb:Query',
  'dynamodb:ConditionCheckItem',
] as const;
/** Writes go through TransactWriteItems, which IAM authorizes per item with these actions. */
export const TABLE_WRITE = [
  'dynamodb:PutItem',
  'dynamodb:UpdateItem',
  'dynamodb:DeleteItem',
] as const;

export interface ApiHandlersProps {
  settings: EnvironmentSettings;
  table: dynamodb.Table;
  documentsBucket: s3.Bucket;
  configBucket: s3.Bucket;
  apiTopic: sns.ITopic;
  userPool: cognito.IUserPool;
  allowedOrigin: string;
}

interface Access {
  table: 'read' | 'readWrite';
  publish: boolean;
  readConfigBucket?: boolean;
  /** Writes configs saved in the console, only under `{ouid}/saved/` of the config bucket. */
  writeSavedConfigs?: boolean;
  /** One PartiQL SELECT reads the active configs of a whole ouid chain (partition keys only). */
  partiqlSelect?: boolean;
  /** Object actions on the documents bucket (HeadObject is authorized as s3:GetObject). */
  documentObjects?: readonly ('s3:PutObject' | 's3:GetObject' | 's3:DeleteObject')[];
}

const ACCESS: Readonly<Record<Resource, Access>> = {
  orgunit: { table: 'readWrite', publish: true },
  orgplan: { table: 'read', publish: false },
  access: { table: 'read', publish: false },
  userprofile: { table: 'readWrite', publish: true },
  orguser: { table: 'readWrite', publish: true },
  appuser: { table: 'readWrite', publish: true },
  config: {
    table: 'readWrite',
    publish: true,
    readConfigBucket: true,
    writeSavedConfigs: true,
    partiqlSelect: true,
  },
  // Signs uploads and downloads, reads an upload's size and type, deletes it; documents and audit.
  document: {
    table: 'readWrite',
    publish: true,
    documentObjects: ['s3:PutObject', 's3:GetObject', 's3:DeleteObject'],
  },
  // Onboarding writes a ROOT unit, its first admin's membership and profile, and audit records.
  tenant: { table: 'readWrite', publish: true },
  // Teams, their name holders, memberships and audit records; the member's profile version bump.
  team: { table: 'readWrite', publish: true },
};

export class ApiHandlers extends Construct {
  readonly handlers: ReadonlyMap<Resource, HandlerFunction>;

  constructor(scope: Construct, id: string, props: ApiHandlersProps) {
    super(scope, id);
    const environment = {
      [HANDLER_ENV.tableName]: props.table.tableName,
      [HANDLER_ENV.configBucket]: props.configBucket.bucketName,
      [HANDLER_ENV.documentsBucket]: props.documentsBucket.bucketName,
      [HANDLER_ENV.apiTopicArn]: props.apiTopic.topicArn,
      [HANDLER_ENV.userPoolId]: props.userPool.userPoolId,
      [HANDLER_ENV.allowedOrigin]: props.allowedOrigin,
    };
    const handlers = new Map<Resource, HandlerFunction>();
    for (const resource of RESOURCES) {
      const handler = new HandlerFunction(this, handlerId(resource), {
        entry: resourceHandlerEntry(resource),
        description: `OrgConsole API: /${resource}`,
        environment,
        settings: props.settings,
      });
      this.grant(handler, ACCESS[resource], props, COGNITO_ACTIONS[resource] ?? []);
      handlers.set(resource, handler);
    }
    this.handlers = handlers;
  }

  private grant(
    handler: HandlerFunction,
    access: Access,
    props: ApiHandlersProps,
    cognitoActions: readonly string[],
  ): void {
    const wildcards: Acknowledgement[] = [
      {
        id: 'AwsSolutions-IAM5',
        reason:
          'Queries on the table GSIs (GSI1, GSI2) need the index ARNs; the wildcard covers only indexes of this one table.',
        appliesTo: [`Resource::${arnOf(props.table)}/index/*`],
      },
    ];
    handler.role.addToPolicy(
      new iam.PolicyStatement({
        actions: access.table === 'readWrite' ? [...TABLE_READ, ...TABLE_WRITE] : [...TABLE_READ],
        resources: [props.table.tableArn, `${props.table.tableArn}/index/*`],
      }),
    );
    if (access.publish) {
      // Not apiTopic.grantPublish: for a topic under the AWS-managed alias/aws/sns key that also
      // grants kms:GenerateDataKey* on every key of the account (scoped by an alias condition),
      // which the managed key does not need (its key policy admits the account's callers via SNS).
      handler.role.addToPolicy(
        new iam.PolicyStatement({ actions: ['sns:Publish'], resources: [props.apiTopic.topicArn] }),
      );
    }
    if (access.partiqlSelect) {
      handler.role.addToPolicy(
        new iam.PolicyStatement({
          actions: ['dynamodb:PartiQLSelect'],
          resources: [props.table.tableArn],
          // Only statements that name their partition keys: a PartiQL full-table scan is refused.
          conditions: { Bool: { 'dynamodb:FullTableScan': 'false' } },
        }),
      );
    }
    if (access.readConfigBucket) {
      handler.role.addToPolicy(
        new iam.PolicyStatement({
          actions: ['s3:ListBucket'],
          resources: [props.configBucket.bucketArn],
        }),
      );
      handler.role.addToPolicy(
        new iam.PolicyStatement({
          actions: ['s3:GetObject'],
          resources: [props.configBucket.arnForObjects('*')],
        }),
      );
      wildcards.push({
        id: 'AwsSolutions-IAM5',
        reason:
          'Reads deployed config artifacts, whose keys are per organisation and not known at deploy time.',
        appliesTo: [`Resource::${arnOf(props.configBucket)}/*`],
      });
    }
    if (access.writeSavedConfigs) {
      handler.role.addToPolicy(
        new iam.PolicyStatement({
          actions: ['s3:PutObject'],
          resources: [props.configBucket.arnForObjects('*/saved/*')],
        }),
      );
      wildcards.push({
        id: 'AwsSolutions-IAM5',
        reason:
          'Writes configs saved in the console under {ouid}/saved/ of the config bucket; the unit ids are not known at deploy time.',
        appliesTo: [`Resource::${arnOf(props.configBucket)}/*/saved/*`],
      });
    }
    if (access.documentObjects) {
      handler.role.addToPolicy(
        new iam.PolicyStatement({
          actions: [...access.documentObjects],
          resources: [props.documentsBucket.arnForObjects('*')],
        }),
      );
      wildcards.push({
        id: 'AwsSolutions-IAM5',
        reason:
          'Signs upload and download URLs of documents, reads and deletes them; their keys are generated per upload under each unit, so only object actions on this one bucket are allowed, never listing.',
        appliesTo: [`Resource::${arnOf(props.documentsBucket)}/*`],
      });
    }
    if (cognitoActions.length > 0) {
      handler.role.addToPolicy(
        new iam.PolicyStatement({
          actions: [...cognitoActions],
          resources: [props.userPool.userPoolArn],
        }),
      );
    }
    acknowledge(handler.role, wildcards, true);
  }
}

function handlerId(resource: Resource): string {
  return `${resource.charAt(0).toUpperCase()}${resource.slice(1)}Handler`;
}
