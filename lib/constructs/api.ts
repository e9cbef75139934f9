/**
 * The REST API, generated from ROUTES: one method per route, each behind the Cognito authorizer
 * and the parameter validator, proxying to its resource's Lambda. CORS is limited to the console.
 * TLS 1.3 and 1.2 only (an enhanced security policy, so API Gateway also matches the TLS server
 * name against the API's own host: STRICT access mode). Execution and access logs go to log
 * groups the stack creates, with retention.
 */
import { Stack } from 'aws-cdk-lib';
import * as apigateway from 'aws-cdk-lib/aws-apigateway';
import type * as cognito from 'aws-cdk-lib/aws-cognito';
import type * as logs from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';

import { ROUTES, type Resource, type RouteSpec } from '../../lambdas/domain/routes';
import { EXPOSED_RESPONSE_HEADERS } from '../../lambdas/shared/responses';
import { acknowledge } from '../nag';
import { API_STAGE_NAME, type EnvironmentSettings } from '../settings';
import { ApiFirewall } from './api-firewall';
import { addGatewayErrorResponses } from './api-gateway-responses';
import { ApiGatewayAccount } from './api-gateway-account';
import { createLogGroup } from './log-group';
import type { HandlerFunction } from './handler-function';

export interface ApiProps {
  settings: EnvironmentSettings;
  userPool: cognito.IUserPool;
  handlers: ReadonlyMap<Resource, HandlerFunction>;
  /** `https://…` origin of the console; the only origin CORS allows. */
  allowedOrigin: string;
  /** Create the account's API Gateway logging role here (see ApiGatewayAccount). */
  ownsAccountResources: boolean;
  /** The edge header values the firewall takes as the console's distribution (edge-secret.ts). */
  edgeSecrets: readonly string[];
}

/** TLS 1.3 and 1.2, no older protocol or cipher (API Gateway's enhanced security policies). */
export const API_SECURITY_POLICY = 'SecurityPolicy_TLS13_1_2_2021_06';

/** Headers the console sends besides the standard ones (see requiredHeaders in ROUTES). */
const CUSTOM_HEADERS = ['x-ouid', 'x-ouidchain', 'x-appid', 'Idempotency-Key'];

export class Api extends Construct {
  readonly restApi: apigateway.RestApi;
  readonly firewall: ApiFirewall;
  /** The stage's access log: one JSON line per answer (jsonWithStandardFields). */
  readonly accessLogs: logs.LogGroup;

  constructor(scope: Construct, id: string, props: ApiProps) {
    super(scope, id);
    const { api: apiSettings } = props.settings;

    const accessLogs = createLogGroup(this, 'AccessLogs', props.settings);
    this.accessLogs = accessLogs;

    this.restApi = new apigateway.RestApi(this, 'RestApi', {
      // The name is the ApiName dimension of the API's metrics: one per environment.
      restApiName: props.settings.stackName,
      description: `OrgConsole API (${props.settings.name})`,
      endpointTypes: [apigateway.EndpointType.REGIONAL],
      // The account-level logging role is not per API: ApiGatewayAccount below.
      cloudWatchRole: false,
      deployOptions: {
        stageName: API_STAGE_NAME,
        throttlingRateLimit: apiSettings.throttlingRateLimit,
        throttlingBurstLimit: apiSettings.throttlingBurstLimit,
        accessLogDestination: new apigateway.LogGroupLogDestination(accessLogs),
        accessLogFormat: apigateway.AccessLogFormat.jsonWithStandardFields(),
        loggingLevel: apigateway.MethodLoggingLevel[apiSettings.executionLogLevel],
        dataTraceEnabled: false,
        metricsEnabled: true,
        tracingEnabled: true,
      },
      defaultCorsPreflightOptions: {
        allowOrigins: [props.allowedOrigin],
        allowMethods: [...new Set(ROUTES.map((route) => route.method))],
        allowHeaders: [...apigateway.Cors.DEFAULT_HEADERS, ...CUSTOM_HEADERS],
      },
    });

    const cfnRestApi = this.restApi.node.defaultChild as apigateway.CfnRestApi;
    cfnRestApi.securityPolicy = API_SECURITY_POLICY;
    cfnRestApi.endpointAccessMode = 'STRICT';

    // The group API Gateway would otherwise create itself on the first log line, without retention.
    const executionLogs = createLogGroup(
      this,
      'ExecutionLogs',
      props.settings,
      `API-Gateway-Execution-Logs_${this.restApi.restApiId}/${API_STAGE_NAME}`,
    );
    this.restApi.deploymentStage.node.addDependency(executionLogs);

    const corsHeaders = {
      'Access-Control-Allow-Origin': `'${props.allowedOrigin}'`,
      'Access-Control-Allow-Headers': `'${[...apigateway.Cors.DEFAULT_HEADERS, ...CUSTOM_HEADERS].join(',')}'`,
      'Access-Control-Expose-Headers': `'${EXPOSED_RESPONSE_HEADERS.join(',')}'`,
      Vary: "'Origin'",
    };
    addGatewayErrorResponses(this.restApi, corsHeaders);

    const authorizer = new apigateway.CognitoUserPoolsAuthorizer(this, 'Authorizer', {
      cognitoUserPools: [props.userPool],
    });
    // Required path parameters and headers are checked at the edge. Bodies are not: the handlers'
    // router parses every body with the zod schemas docs/openapi.json is generated from, so the
    // rules live in one place and a bad body is a 400 naming the field, locally and in AWS alike.
    const validator = this.restApi.addRequestValidator('ParametersValidator', {
      validateRequestParameters: true,
      validateRequestBody: false,
    });

    for (const route of ROUTES) {
      const handler = props.handlers.get(route.resource);
      if (!handler) throw new Error(`No handler for resource ${route.resource}`);
      this.restApi.root
        .resourceForPath(route.path)
        .addMethod(
          route.method,
          new apigateway.LambdaIntegration(handler.function, { allowTestInvoke: false }),
          {
            authorizationType: apigateway.AuthorizationType.COGNITO,
            authorizer,
            requestValidator: validator,
            requestParameters: requestParametersOf(route),
            operationName: `${route.method} ${route.path}`,
          },
        );
    }

    if (props.ownsAccountResources) {
      const account = new ApiGatewayAccount(this, 'AccountLogging');
      this.restApi.deploymentStage.node.addDependency(account.setting);
    }

    this.firewall = new ApiFirewall(this, 'Firewall', {
      settings: props.settings,
      stageArn: this.restApi.deploymentStage.stageArn,
      allowedOrigin: props.allowedOrigin,
      edgeSecrets: props.edgeSecrets,
    });

    acknowledge(this.restApi, [
      {
        id: 'AwsSolutions-APIG2',
        reason:
          'Required path parameters and headers are validated at the edge; bodies are validated once, by the router in front of every handler, against the zod schemas docs/openapi.json is generated from (a bad body is a 400 naming the field). API Gateway models would be a second copy of those rules in another schema dialect.',
      },
    ]);
    acknowledge(this.restApi.deploymentStage, [
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
    for (const method of this.restApi.methods.filter((m) => m.httpMethod === 'OPTIONS')) {
      acknowledge(method, [
        {
          id: 'AwsSolutions-APIG4',
          reason:
            'CORS preflight (OPTIONS) never carries credentials; browsers send it unauthenticated by design.',
        },
        {
          id: 'AwsSolutions-COG4',
          reason:
            'CORS preflight (OPTIONS) never carries credentials; browsers send it unauthenticated by design.',
        },
      ]);
    }
  }

  get url(): string {
    return this.restApi.url;
  }

  /** `https://<id>.execute-api.<region>.amazonaws.com`: the host the console calls (its CSP). */
  get origin(): string {
    const stack = Stack.of(this);
    return `https://${this.restApi.restApiId}.execute-api.${stack.region}.${stack.urlSuffix}`;
  }
}

function requestParametersOf(route: RouteSpec): Record<string, boolean> {
  const pathParameters = [...route.path.matchAll(/\{([^}]+)\}/g)].map(
    (match) => match[1] as string,
  );
  return Object.fromEntries([
    ...pathParameters.map((name) => [`method.request.path.${name}`, true] as const),
    ...(route.requiredHeaders ?? []).map(
      (name) => [`method.request.header.${name}`, true] as const,
    ),
  ]);
}
