/**
 * The REST API, generated from ROUTES. Here, in the environment's stack: its definition, its
 * Cognito authorizer and its parameter validator. In nested stacks, so the API can grow without
 * crowding the environment's stack (CloudFormation allows 500 resources a stack; the
 * infrastructure tests hold each of ours to 300): the methods, one stack per route group
 * (api-route-group.ts), and the stage with its WAF (api-stage.ts), deployed after them. The
 * definition cannot move: the console's distribution names the API, and the routes name the
 * distribution (the one origin CORS allows). TLS 1.3 and 1.2 only (an enhanced security policy,
 * so API Gateway also matches the TLS server name against the API's own host: STRICT access mode).
 */
import { Stack } from 'aws-cdk-lib';
import * as apigateway from 'aws-cdk-lib/aws-apigateway';
import type * as cognito from 'aws-cdk-lib/aws-cognito';
import type * as logs from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';

import { ROUTES, type Resource } from '../../lambdas/domain/routes';
import { acknowledge } from '../nag';
import { API_STAGE_NAME, type EnvironmentSettings } from '../settings';
import type { ApiFirewall } from './api-firewall';
import { ApiRouteGroupStack, type ApiParts } from './api-route-group';
import { API_ROUTE_GROUPS, type ApiRouteGroupName } from './api-route-groups';
import { ApiStageStack } from './api-stage';
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
  /** The API as the environment's stack sees it (its id and name: metrics, the console's route). */
  readonly restApi: apigateway.IRestApi;
  readonly routeGroups: readonly ApiRouteGroupStack[];
  readonly stageStack: ApiStageStack;

  constructor(scope: Construct, id: string, props: ApiProps) {
    super(scope, id);
    const { stackName } = props.settings;
    // At the construct path RestApi's own resource has, so its logical id is the one it had.
    const definition = new apigateway.CfnRestApi(new Construct(this, 'RestApi'), 'Resource', {
      // The name is the ApiName dimension of the API's metrics: one per environment.
      name: stackName,
      description: `OrgConsole API (${props.settings.name})`,
      endpointConfiguration: { types: [apigateway.EndpointType.REGIONAL] },
      securityPolicy: API_SECURITY_POLICY,
      endpointAccessMode: 'STRICT',
    });
    this.restApi = apigateway.RestApi.fromRestApiAttributes(this, 'Definition', {
      restApiId: definition.ref,
      rootResourceId: definition.attrRootResourceId,
      restApiName: stackName,
    });
    const authorizer = new apigateway.CfnAuthorizer(this, 'Authorizer', {
      restApiId: definition.ref,
      name: `${stackName}-cognito`,
      type: 'COGNITO_USER_POOLS',
      identitySource: 'method.request.header.Authorization',
      providerArns: [props.userPool.userPoolArn],
    });
    // Required path parameters and headers are checked at the edge. Bodies are not: the handlers'
    // router parses every body with the zod schemas docs/openapi.json is generated from, so the
    // rules live in one place and a bad body is a 400 naming the field, locally and in AWS alike.
    const validator = new apigateway.CfnRequestValidator(this, 'ParametersValidator', {
      restApiId: definition.ref,
      validateRequestParameters: true,
      validateRequestBody: false,
    });

    const parts: ApiParts = {
      settings: props.settings,
      restApiId: definition.ref,
      rootResourceId: definition.attrRootResourceId,
      authorizerId: authorizer.ref,
      validatorId: validator.ref,
      preflight: {
        allowOrigins: [props.allowedOrigin],
        allowMethods: [...new Set(ROUTES.map((route) => route.method))],
        allowHeaders: [...apigateway.Cors.DEFAULT_HEADERS, ...CUSTOM_HEADERS],
      },
    };
    this.routeGroups = (Object.keys(API_ROUTE_GROUPS) as ApiRouteGroupName[]).map(
      (group) =>
        new ApiRouteGroupStack(this, `Routes${group}`, {
          ...parts,
          group,
          handlers: props.handlers,
        }),
    );
    this.stageStack = new ApiStageStack(this, 'Stage', {
      ...parts,
      allowedOrigin: props.allowedOrigin,
      ownsAccountResources: props.ownsAccountResources,
      edgeSecrets: props.edgeSecrets,
      served: [...this.routeGroups.map((group) => group.served), authorizer, validator],
    });
    for (const group of this.routeGroups) this.stageStack.addDependency(group);

    acknowledge(definition, [
      {
        id: 'AwsSolutions-APIG2',
        reason:
          'Required path parameters and headers are validated at the edge (the API’s parameter validator on every method); bodies are validated once, by the router in front of every handler, against the zod schemas docs/openapi.json is generated from (a bad body is a 400 naming the field). API Gateway models would be a second copy of those rules in another schema dialect.',
      },
    ]);
  }

  get firewall(): ApiFirewall {
    return this.stageStack.stage.firewall;
  }

  /** The stage's access log: one JSON line per answer. */
  get accessLogs(): logs.ILogGroup {
    return this.stageStack.stage.accessLogs;
  }

  /** `https://<id>.execute-api.<region>.amazonaws.com`: the API's own host. */
  get origin(): string {
    const stack = Stack.of(this);
    return `https://${this.restApi.restApiId}.execute-api.${stack.region}.${stack.urlSuffix}`;
  }

  /** The stage's URL, ending in `/`. */
  get url(): string {
    return `${this.origin}/${API_STAGE_NAME}/`;
  }
}
