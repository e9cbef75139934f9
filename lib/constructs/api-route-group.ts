/**
 * One group of the API's routes (api-route-groups.ts) in a nested stack of its own: the path
 * resources, each with its CORS preflight, the methods, and one permission per handler for the
 * stage to invoke it. Every method is behind the API's Cognito authorizer and parameter validator
 * (api.ts) and proxies to its resource's Lambda.
 */
import { NestedStack } from 'aws-cdk-lib';
import * as apigateway from 'aws-cdk-lib/aws-apigateway';
import * as iam from 'aws-cdk-lib/aws-iam';
import { Construct, type IConstruct } from 'constructs';

import type { Resource, RouteSpec } from '../../lambdas/domain/routes';
import { acknowledge } from '../nag';
import { API_STAGE_NAME, type EnvironmentSettings } from '../settings';
import { type ApiRouteGroupName, routesOfGroup } from './api-route-groups';
import type { HandlerFunction } from './handler-function';

/** What every part of the API shares (the environment's stack holds the API's definition). */
export interface ApiParts {
  settings: EnvironmentSettings;
  restApiId: string;
  rootResourceId: string;
  authorizerId: string;
  validatorId: string;
  /** The CORS preflight every path resource answers. */
  preflight: apigateway.CorsOptions;
}

export interface ApiRouteGroupProps extends ApiParts {
  group: ApiRouteGroupName;
  handlers: ReadonlyMap<Resource, HandlerFunction>;
}

export class ApiRouteGroupStack extends NestedStack {
  /** Everything the stage serves from this group (api-shape.ts). */
  readonly served: IConstruct;

  constructor(scope: Construct, id: string, props: ApiRouteGroupProps) {
    super(scope, id, {
      description: `OrgConsole API routes: ${props.group} (${props.settings.name})`,
    });
    this.served = new ApiRouteGroup(this, `Api${props.group}`, props);
  }
}

class ApiRouteGroup extends Construct {
  private readonly restApi: apigateway.IRestApi;

  constructor(scope: Construct, id: string, props: ApiRouteGroupProps) {
    super(scope, id);
    this.restApi = apigateway.RestApi.fromRestApiAttributes(this, 'RestApi', {
      restApiId: props.restApiId,
      rootResourceId: props.rootResourceId,
    });
    const routes = routesOfGroup(props.group);
    const integrations = this.integrationsOf(
      new Set(routes.map((route) => route.resource)),
      props.handlers,
    );
    const authorizer: apigateway.IAuthorizer = {
      authorizerId: props.authorizerId,
      authorizationType: apigateway.AuthorizationType.COGNITO,
    };
    for (const route of routes) {
      const integration = integrations.get(route.resource);
      if (!integration) throw new Error(`No handler for resource ${route.resource}`);
      const method = this.resourceFor(route.path, props.preflight).addMethod(
        route.method,
        integration,
        {
          authorizationType: apigateway.AuthorizationType.COGNITO,
          authorizer,
          requestParameters: requestParametersOf(route),
          operationName: `${route.method} ${route.path}`,
        },
      );
      // The API's one validator (api.ts): Method takes only a validator of its own stack.
      (method.node.defaultChild as apigateway.CfnMethod).requestValidatorId = props.validatorId;
    }
    for (const method of this.node.findAll().filter(isPreflight)) {
      acknowledgePreflight(method);
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
   * One Lambda proxy integration per handler, and one permission for the stage to invoke it on
   * any of its routes (CDK's LambdaIntegration adds one per method: a resource each).
   */
  private integrationsOf(
    resources: ReadonlySet<Resource>,
    handlers: ReadonlyMap<Resource, HandlerFunction>,
  ): Map<Resource, apigateway.Integration> {
    const principal = new iam.ServicePrincipal('apigateway.amazonaws.com');
    const sourceArn = this.restApi.arnForExecuteApi('*', '/*', API_STAGE_NAME);
    return new Map(
      [...resources].map((resource) => {
        const handler = handlers.get(resource);
        if (!handler) throw new Error(`No handler for resource ${resource}`);
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

export function isPreflight(construct: IConstruct): construct is apigateway.Method {
  return construct instanceof apigateway.Method && construct.httpMethod === 'OPTIONS';
}

export function acknowledgePreflight(method: apigateway.Method): void {
  const reason =
    'CORS preflight (OPTIONS) never carries credentials; browsers send it unauthenticated by design.';
  acknowledge(method, [
    { id: 'AwsSolutions-APIG4', reason },
    { id: 'AwsSolutions-COG4', reason },
  ]);
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
