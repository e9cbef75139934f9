/**
 * What an API Gateway deployment serves, as plain data for its logical id: the deployment's id
 * changes, and so API Gateway serves a new deployment, whenever a method, path resource, gateway
 * response, authorizer or validator changes, in whichever stack it sits (what RestApi's own
 * deployment does for the methods of an API defined in one stack). Each part is resolved in its
 * own stack, so hashing it creates no reference between stacks.
 */
import { Lazy, Stack } from 'aws-cdk-lib';
import * as apigateway from 'aws-cdk-lib/aws-apigateway';
import type { IConstruct } from 'constructs';

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

/** The served shape of everything under `scope`, resolved in its stack when synthesized. */
export function servedShapeOf(scope: IConstruct): unknown {
  return Lazy.any({
    produce: () =>
      scope.node
        .findAll()
        .map((construct) => servedProperties(construct))
        .filter((served) => served !== undefined)
        .map((served) => Stack.of(scope).resolve(served)),
  });
}
