/**
 * The API's stage in a nested stack of its own, deployed after the route groups
 * (api-route-group.ts): the deployment (a new one whenever anything it serves changes,
 * api-shape.ts), the `api` stage with throttling, tracing and its execution and access log
 * groups (with retention), the answers API Gateway makes itself, the root's CORS preflight, and
 * the stage's WAF. Nothing here is stateful.
 */
import { NestedStack } from 'aws-cdk-lib';
import * as apigateway from 'aws-cdk-lib/aws-apigateway';
import type * as logs from 'aws-cdk-lib/aws-logs';
import { Construct, type IConstruct } from 'constructs';

import { EXPOSED_RESPONSE_HEADERS } from '../../lambdas/shared/responses';
import { acknowledge } from '../nag';
import { API_STAGE_NAME } from '../settings';
import { ApiFirewall } from './api-firewall';
import { addGatewayErrorResponses } from './api-gateway-responses';
import { ApiGatewayAccount } from './api-gateway-account';
import { acknowledgePreflight, type ApiParts, isPreflight } from './api-route-group';
import { servedShapeOf } from './api-shape';
import { createLogGroup } from './log-group';

export interface ApiStageProps extends ApiParts {
  /** `https://…` origin of the console; the only origin CORS allows. */
  allowedOrigin: string;
  /** Create the account's API Gateway logging role here (see ApiGatewayAccount). */
  ownsAccountResources: boolean;
  /** The edge header values the firewall takes as the console's distribution (edge-secret.ts). */
  edgeSecrets: readonly string[];
  /** What the deployment serves from the other stacks (the route groups, the definition). */
  served: readonly IConstruct[];
}

export class ApiStageStack extends NestedStack {
  readonly stage: ApiStage;

  constructor(scope: Construct, id: string, props: ApiStageProps) {
    super(scope, id, { description: `OrgConsole API stage (${props.settings.name})` });
    this.stage = new ApiStage(this, 'Api', props);
  }
}

export class ApiStage extends Construct {
  readonly stage: apigateway.Stage;
  readonly firewall: ApiFirewall;
  /** The stage's access log: one JSON line per answer (jsonWithStandardFields). */
  readonly accessLogs: logs.LogGroup;

  constructor(scope: Construct, id: string, props: ApiStageProps) {
    super(scope, id);
    const { api: apiSettings } = props.settings;
    const restApi = apigateway.RestApi.fromRestApiAttributes(this, 'RestApi', {
      restApiId: props.restApiId,
      rootResourceId: props.rootResourceId,
    });
    restApi.root.addCorsPreflight(props.preflight);
    for (const method of this.node.findAll().filter(isPreflight)) acknowledgePreflight(method);
    addGatewayErrorResponses(new Construct(this, 'GatewayResponses'), restApi, {
      'Access-Control-Allow-Origin': `'${props.allowedOrigin}'`,
      'Access-Control-Allow-Headers': `'${(props.preflight.allowHeaders ?? []).join(',')}'`,
      'Access-Control-Expose-Headers': `'${EXPOSED_RESPONSE_HEADERS.join(',')}'`,
      Vary: "'Origin'",
    });

    const deployment = new apigateway.Deployment(this, 'Deployment', {
      api: restApi,
      description: `OrgConsole API (${props.settings.name})`,
    });
    for (const part of [this, ...props.served]) {
      deployment.addToLogicalId(servedShapeOf(part));
    }
    for (const child of this.node.findAll()) {
      if (child instanceof apigateway.CfnMethod || child instanceof apigateway.CfnGatewayResponse) {
        deployment.node.addDependency(child);
      }
    }

    this.accessLogs = createLogGroup(this, 'AccessLogs', props.settings);
    this.stage = new apigateway.Stage(this, 'Stage', {
      deployment,
      stageName: API_STAGE_NAME,
      throttlingRateLimit: apiSettings.throttlingRateLimit,
      throttlingBurstLimit: apiSettings.throttlingBurstLimit,
      accessLogDestination: new apigateway.LogGroupLogDestination(this.accessLogs),
      accessLogFormat: apigateway.AccessLogFormat.jsonWithStandardFields(),
      loggingLevel: apigateway.MethodLoggingLevel[apiSettings.executionLogLevel],
      dataTraceEnabled: false,
      metricsEnabled: true,
      tracingEnabled: true,
    });
    // The group API Gateway would otherwise create itself on the first log line, without retention.
    const executionLogs = createLogGroup(
      this,
      'ExecutionLogs',
      props.settings,
      `API-Gateway-Execution-Logs_${props.restApiId}/${API_STAGE_NAME}`,
    );
    this.stage.node.addDependency(executionLogs);
    if (props.ownsAccountResources) {
      const account = new ApiGatewayAccount(this, 'AccountLogging');
      this.stage.node.addDependency(account.setting);
    }

    this.firewall = new ApiFirewall(this, 'Firewall', {
      settings: props.settings,
      stageArn: this.stage.stageArn,
      allowedOrigin: props.allowedOrigin,
      edgeSecrets: props.edgeSecrets,
    });

    acknowledge(this.stage, [
      {
        id: 'NIST.800.53.R5-APIGWCacheEnabledAndEncrypted',
        reason:
          'Responses are per caller and per tenant (x-ouid); caching them at the stage could serve one tenant’s data to another.',
      },
      {
        id: 'NIST.800.53.R5-APIGWSSLEnabled',
        reason:
          'Backend client certificates apply to HTTP integrations; every method here is a Lambda proxy integration invoked with IAM.',
      },
    ]);
  }
}
