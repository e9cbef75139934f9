/**
 * A Lambda handler as every function of the platform is built: Node.js 24 on arm64, bundled and
 * minified by esbuild with source maps, JSON logs into its own log group, X-Ray tracing, and a
 * role of its own (no AWS-managed policies) that callers extend with least-privilege grants.
 */
import path from 'node:path';

import type { Duration } from 'aws-cdk-lib';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import { NodejsFunction, OutputFormat } from 'aws-cdk-lib/aws-lambda-nodejs';
import type * as logs from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';

import { acknowledge } from '../nag';
import type { EnvironmentSettings } from '../settings';
import { createLogGroup } from './log-group';

/**
 * Left out of every bundle: the Node.js runtime of Lambda ships the AWS SDK v3 with the Smithy
 * packages it is built on (`/var/runtime/node_modules`), so the handlers' bounded HTTP handler
 * (`@smithy/node-http-handler`) is the same copy the runtime's clients use.
 */
export const RUNTIME_PROVIDED_MODULES = ['@aws-sdk/*', '@smithy/*'] as const;

export const PROJECT_ROOT = path.resolve(__dirname, '..', '..');

export interface HandlerFunctionProps {
  /** Entry file relative to the project root, e.g. `lambdas/orgunit/handler.ts`. */
  entry: string;
  description: string;
  environment: Record<string, string>;
  settings: EnvironmentSettings;
  /**
   * How the function is invoked: `api` (API Gateway proxy, the default), `cognito` (a user pool
   * trigger) or `schedule` (an EventBridge rule, asynchronously); it decides why no dead-letter
   * queue and no reserved concurrency are needed.
   */
  invokedBy?: InvokedBy;
  /** Instead of settings.handlers.timeout (the Cognito triggers, the purge). */
  timeout?: Duration;
}

type InvokedBy = 'api' | 'cognito' | 'schedule';

const NO_DLQ_REASONS: Record<InvokedBy, string> = {
  api: 'Invoked synchronously by API Gateway (proxy integration); the caller receives the error, there is no asynchronous event to dead-letter.',
  cognito:
    'Invoked synchronously by Cognito as a user pool trigger; the sign-in or sign-up that called it receives the error, there is no asynchronous event to dead-letter.',
  schedule:
    'Invoked asynchronously by a schedule: a run that fails after its retries goes to the on-failure destination (an SQS queue with an alarm, EventInvokeConfig), which serves instead of a dead-letter queue.',
};

const NO_RESERVED_CONCURRENCY: Record<InvokedBy, string> = {
  api: 'Concurrency is bounded upstream by the API stage throttling and the WAF rate rules; reserving concurrency would take from the account pool without a limit that fits yet.',
  cognito:
    'Invoked by Cognito for sign-ins, sign-ups and token issues, which the user pool’s own WAF rate-limits per address and Cognito’s quotas bound; a reserved limit would make sign-ins fail once reached.',
  schedule:
    'Runs once a day on a schedule (one invocation, at most two retries): it never needs more than one execution at a time.',
};

export class HandlerFunction extends Construct {
  readonly function: NodejsFunction;
  readonly role: iam.Role;
  readonly logGroup: logs.LogGroup;

  constructor(scope: Construct, id: string, props: HandlerFunctionProps) {
    super(scope, id);
    const { handlers } = props.settings;
    const invokedBy = props.invokedBy ?? 'api';

    this.logGroup = createLogGroup(this, 'Logs', props.settings);
    this.role = new iam.Role(this, 'Role', {
      assumedBy: new iam.ServicePrincipal('lambda.amazonaws.com'),
      description: `Execution role of ${props.description}`,
    });
    this.logGroup.grantWrite(this.role);

    this.function = new NodejsFunction(this, 'Function', {
      entry: path.join(PROJECT_ROOT, props.entry),
      handler: 'handler',
      projectRoot: PROJECT_ROOT,
      depsLockFilePath: path.join(PROJECT_ROOT, 'package-lock.json'),
      description: props.description,
      runtime: lambda.Runtime.NODEJS_24_X,
      architecture: lambda.Architecture.ARM_64,
      memorySize: handlers.memorySize,
      timeout: props.timeout ?? handlers.timeout,
      role: this.role,
      logGroup: this.logGroup,
      loggingFormat: lambda.LoggingFormat.JSON,
      applicationLogLevelV2: lambda.ApplicationLogLevel.INFO,
      systemLogLevelV2: lambda.SystemLogLevel.WARN,
      tracing: lambda.Tracing.ACTIVE,
      environment: { NODE_OPTIONS: '--enable-source-maps', ...props.environment },
      bundling: {
        minify: true,
        sourceMap: true,
        format: OutputFormat.CJS,
        target: 'node24',
        externalModules: [...RUNTIME_PROVIDED_MODULES],
      },
    });

    acknowledge(
      this.role,
      [
        {
          id: 'AwsSolutions-IAM5',
          reason:
            'X-Ray PutTraceSegments/PutTelemetryRecords do not support resource-level permissions (Resource "*" is the only valid value).',
          appliesTo: ['Resource::*'],
        },
        {
          id: 'NIST.800.53.R5-IAMNoInlinePolicy',
          reason:
            'Least-privilege grants are generated per function by CDK as a policy attached only to this role; a managed policy would be shared and broader.',
        },
      ],
      true,
    );
    acknowledge(this.function, [
      {
        id: 'NIST.800.53.R5-LambdaInsideVPC',
        reason:
          'The function reaches only AWS public service endpoints (DynamoDB, S3, SNS, Cognito) over TLS with IAM auth; a VPC would add NAT cost and no data path.',
      },
      { id: 'NIST.800.53.R5-LambdaDLQ', reason: NO_DLQ_REASONS[invokedBy] },
      { id: 'Serverless-LambdaDLQ', reason: NO_DLQ_REASONS[invokedBy] },
      { id: 'NIST.800.53.R5-LambdaConcurrency', reason: NO_RESERVED_CONCURRENCY[invokedBy] },
    ]);
  }
}
