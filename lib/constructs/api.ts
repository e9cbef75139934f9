/**
 * The REST API: its definition here, in the environment's stack, and its routes, stage and WAF
 * in a nested stack (api-stack.ts). The console's distribution names the API (its `/api/*`
 * origin) and the routes name the distribution (the one origin CORS allows), so the two cannot
 * sit on different sides of a nested stack; the definition can. TLS 1.3 and 1.2 only (an enhanced
 * security policy, so API Gateway also matches the TLS server name against the API's own host:
 * STRICT access mode).
 */
import { Stack } from 'aws-cdk-lib';
import * as apigateway from 'aws-cdk-lib/aws-apigateway';
import type * as cognito from 'aws-cdk-lib/aws-cognito';
import type * as logs from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';

import type { Resource } from '../../lambdas/domain/routes';
import { acknowledge } from '../nag';
import { API_STAGE_NAME, type EnvironmentSettings } from '../settings';
import type { ApiFirewall } from './api-firewall';
import { ApiStack } from './api-stack';
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

export class Api extends Construct {
  /** The API as the environment's stack sees it (its id and name: metrics, the console's route). */
  readonly restApi: apigateway.IRestApi;
  readonly routesStack: ApiStack;

  constructor(scope: Construct, id: string, props: ApiProps) {
    super(scope, id);
    const definition = new apigateway.CfnRestApi(this, 'RestApi', {
      // The name is the ApiName dimension of the API's metrics: one per environment.
      name: props.settings.stackName,
      description: `OrgConsole API (${props.settings.name})`,
      endpointConfiguration: { types: [apigateway.EndpointType.REGIONAL] },
      securityPolicy: API_SECURITY_POLICY,
      endpointAccessMode: 'STRICT',
    });
    this.restApi = apigateway.RestApi.fromRestApiAttributes(this, 'Definition', {
      restApiId: definition.ref,
      rootResourceId: definition.attrRootResourceId,
      restApiName: props.settings.stackName,
    });
    this.routesStack = new ApiStack(this, 'Routes', {
      ...props,
      restApiId: definition.ref,
      rootResourceId: definition.attrRootResourceId,
    });

    acknowledge(definition, [
      {
        id: 'AwsSolutions-APIG2',
        reason:
          'Required path parameters and headers are validated at the edge (the routes’ request validator, api-stack.ts); bodies are validated once, by the router in front of every handler, against the zod schemas docs/openapi.json is generated from (a bad body is a 400 naming the field). API Gateway models would be a second copy of those rules in another schema dialect.',
      },
    ]);
  }

  get firewall(): ApiFirewall {
    return this.routesStack.routes.firewall;
  }

  /** The stage's access log: one JSON line per answer. */
  get accessLogs(): logs.ILogGroup {
    return this.routesStack.routes.accessLogs;
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
