/**
 * The REST API's routes, stage and WAF (api-stack.ts nests them). Every method is behind the Cognito authorizer and the parameter validator and proxies to its
 * resource's Lambda; each Lambda has one permission, for this stage. CORS is limited to the
 * console. The stage's execution and access logs go to log groups of this stack, with retention;
 * its WAF is here too. Nothing here is stateful.
 */
import * as apigateway from 'aws-cdk-lib/aws-apigateway';
import type * as cognito from 'aws-cdk-lib/aws-cognito';
import * as iam from 'aws-cdk-lib/aws-iam';
import type * as logs from 'aws-cdk-lib/aws-logs';
import { Construct, type IConstruct } from 'constructs';

import { ROUTES, type Resource, type RouteSpec } from '../../lambdas/domain/routes';
import { EXPOSED_RESPONSE_HEADERS } from '../../lambdas/shared/responses';
import { acknowledge } from '../nag';
import { API_STAGE_NAME, type EnvironmentSettings } from '../settings';
import { ApiFirewall } from './api-firewall';
import { addGatewayErrorResponses } from './api-gateway-responses';
import { ApiGatewayAccount } from './api-gateway-account';
import { createLogGroup } from './log-group';
import type { HandlerFunction } from './handler-function';

export interface ApiRoutesProps {
  settings: EnvironmentSettings;
  /** The REST API of the environment's stack (api.ts). */
  restApiId: string;
  rootResourceId: string;
  userPool: cognito.IUserPool;
  handlers: ReadonlyMap<Resource, HandlerFunction>;
  /** `https://…` origin of the console; the only origin CORS allows. */
  allowedOrigin: string;
  /** Create the account's API Gateway logging role here (see ApiGatewayAccount). */
  ownsAccountResources: boolean;
  /** The edge header values the firewall takes as the console's distribution (edge-secret.ts). */
  edgeSecrets: readonly string[];
}

/** Headers the console sends besides the standard ones (see requiredHeaders in ROUTES). */
const CUSTOM_HEADERS = ['x-ouid', 'x-ouidchain', 'x-appid', 'Idempotency-Key'];

export class ApiRoutes extends Construct {
  readonly stage: apigateway.Stage;
  readonly firewall: ApiFirewall;
  /** The stage's access log: one JSON line per answer (jsonWithStandardFields). */
  readonly accessLogs: logs.LogGroup;
  private readonly restApi: apigateway.IRestApi;
  private readonly deployment: apigateway.Deployment;

  constructor(scope: Construct, id: string, props: ApiRoutesProps) {
    super(scope, id);
    const { api: apiSettings } = props.settings;
    this.restApi = apigateway.RestApi.fromRestApiAttributes(this, 'RestApi', {
      restApiId: props.restApiId,
      rootResourceId: props.rootResourceId,
    });
    // A new deployment whenever what it serves changes (the hash of everything added below).
    this.deployment = new apigateway.Deployment(this, 'Deployment', {
      api: this.restApi,
      description: `OrgConsole API (${props.settings.name})`,
    });

    const corsHeaders = [...apigateway.Cors.DEFAULT_HEADERS, ...CUSTOM_HEADERS];
    const preflight: apigateway.CorsOptions = {
      allowOrigins: [props.allowedOrigin],
      allowMethods: [...new Set(ROUTES.map((route) => route.method))],
      allowHeaders: corsHeaders,
    };
    this.restApi.root.addCorsPreflight(preflight);
    this.addRoutes(props, preflight);

    addGatewayErrorResponses(new Construct(this, 'GatewayResponses'), this.restApi, {
      'Access-Control-Allow-Origin': `'${props.allowedOrigin}'`,
      'Access-Control-Allow-Headers': `'${corsHeaders.join(',')}'`,
      'Access-Control-Expose-Headers': `'${EXPOSED_RESPONSE_HEADERS.join(',')}'`,
      Vary: "'Origin'",
    });
    this.redeployOnChange();

    this.accessLogs = createLogGroup(this, 'AccessLogs', props.settings);
    this.stage = new apigateway.Stage(this, 'Stage', {
      deployment: this.deployment,
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

  private addRoutes(props: ApiRoutesProps, preflight: apigateway.CorsOptions): void {
    const authorizer = new apigateway.CognitoUserPoolsAuthorizer(this, 'Authorizer', {
      cognitoUserPools: [props.userPool],
    });
    // Required path parameters and headers are checked at the edge. Bodies are not: the handlers'
    // router parses every body with the zod schemas docs/openapi.json is generated from, so the
    // rules live in one place and a bad body is a 400 naming the field, locally and in AWS alike.
    const validator = new apigateway.RequestValidator(this, 'ParametersValidator', {
      restApi: this.restApi,
      validateRequestParameters: true,
      validateRequestBody: false,
    });
    const integrations = this.integrationsOf(props.handlers);
    for (const route of ROUTES) {
      const integration = integrations.get(route.resource);
      if (!integration) throw new Error(`No handler for resource ${route.resource}`);
      this.resourceFor(route.path, preflight).addMethod(route.method, integration, {
        authorizationType: apigateway.AuthorizationType.COGNITO,
        authorizer,
        requestValidator: validator,
        requestParameters: requestParametersOf(route),
        operationName: `${route.method} ${route.path}`,
      });
    }
    for (const method of this.node.findAll().filter(isPreflight)) {
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

  /**
   * The deployment depends on everything it serves, and its logical id changes with any of it, so
   * a change of a route, a gateway response, the authorizer or the validator is deployed (what
   * RestApi's own deployment does for the methods of an API defined in the same stack).
   */
  private redeployOnChange(): void {
    for (const child of this.node.findAll()) {
      const served = servedProperties(child);
      if (!served) continue;
      this.deployment.node.addDependency(child);
      this.deployment.addToLogicalId(served);
    }
  }

  /** The path's resource; each level made with the CORS preflight (the imported root has none). */
  private resourceFor(path: string, preflight: apigateway.CorsOptions): apigateway.IResource {
    const [first, ...rest] = path.split('/').filter(Boolean);
    if (!first) return this.restApi.root;
    const top =
      this.restApi.root.getResource(first) ??
      this.restApi.root.addResource(first, { defaultCorsPreflightOptions: preflight });
    return rest.length === 0 ? top : top.resourceForPath(rest.join('/'));
  }

  /**
   * One Lambda proxy integration per handler, and one permission for this stage to invoke it on
   * any of its routes (CDK's LambdaIntegration adds one per method: a resource each).
   */
  private integrationsOf(
    handlers: ReadonlyMap<Resource, HandlerFunction>,
  ): Map<Resource, apigateway.Integration> {
    const principal = new iam.ServicePrincipal('apigateway.amazonaws.com');
    const sourceArn = this.restApi.arnForExecuteApi('*', '/*', API_STAGE_NAME);
    return new Map(
      [...handlers].map(([resource, handler]) => {
        handler.function.addPermission(`ApiInvoke-${resource}`, {
          principal,
          sourceArn,
          scope: this,
        });
        const integration = new apigateway.AwsIntegration({
          proxy: true,
          service: 'lambda',
          path: `2015-03-31/functions/${handler.function.functionArn}/invocations`,
        });
        return [resource, integration] as const;
      }),
    );
  }
}

function isPreflight(construct: IConstruct): construct is apigateway.Method {
  return construct instanceof apigateway.Method && construct.httpMethod === 'OPTIONS';
}

/** The properties of an API Gateway resource a deployment serves; undefined for anything else. */
function servedProperties(construct: IConstruct): Record<string, unknown> | undefined {
  if (construct instanceof apigateway.CfnMethod) {
    const { httpMethod, resourceId, authorizationType, authorizerId, requestValidatorId } =
      construct;
    const { requestParameters, integration, methodResponses, operationName } = construct;
    return {
      ...{ httpMethod, resourceId, authorizationType, authorizerId, requestValidatorId },
      ...{ requestParameters, integration, methodResponses, operationName },
    };
  }
  if (construct instanceof apigateway.CfnResource) {
    return { parentId: construct.parentId, pathPart: construct.pathPart };
  }
  if (construct instanceof apigateway.CfnGatewayResponse) {
    const { responseType, responseParameters, responseTemplates, statusCode } = construct;
    return { responseType, responseParameters, responseTemplates, statusCode };
  }
  if (construct instanceof apigateway.CfnAuthorizer) {
    const { type, providerArns, identitySource } = construct;
    return { type, providerArns, identitySource };
  }
  if (construct instanceof apigateway.CfnRequestValidator) {
    const { validateRequestBody, validateRequestParameters } = construct;
    return { validateRequestBody, validateRequestParameters };
  }
  return undefined;
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
