/**
 * The API's deployment sits in the stage's nested stack and its methods in the route groups'
 * (lib/constructs/api.ts): its logical id must still change with anything it serves, or
 * CloudFormation keeps the old deployment and API Gateway goes on serving the old routes.
 */
import { App, NestedStack, Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import * as apigateway from 'aws-cdk-lib/aws-apigateway';
import { Construct } from 'constructs';

import { servedShapeOf } from '../../lib/constructs/api-shape';

/** A parent with an API definition, a nested stack with one method, another with the deployment. */
function deploymentIdWith(requestParameters: Record<string, boolean>, pathPart = 'unit'): string {
  const parent = new Stack(new App(), 'Parent');
  const definition = new apigateway.CfnRestApi(parent, 'RestApi', { name: 'Api' });
  const attributes = { restApiId: definition.ref, rootResourceId: definition.attrRootResourceId };
  const routes = new NestedStack(parent, 'Routes');
  const served = new Construct(routes, 'Served');
  apigateway.RestApi.fromRestApiAttributes(served, 'RestApi', attributes)
    .root.addResource(pathPart)
    .addMethod('GET', new apigateway.MockIntegration(), { requestParameters });
  const stage = new NestedStack(parent, 'Stage');
  const deployment = new apigateway.Deployment(stage, 'Deployment', {
    api: apigateway.RestApi.fromRestApiAttributes(stage, 'RestApi', attributes),
  });
  deployment.addToLogicalId(servedShapeOf(served));
  const [id] = Object.keys(Template.fromStack(stage).findResources('AWS::ApiGateway::Deployment'));
  return id ?? '';
}

test('the same routes give the same deployment; a changed method or path a new one', () => {
  const headers = { 'method.request.header.x-ouid': true };
  const first = deploymentIdWith(headers);
  expect(first).toMatch(/^Deployment[0-9A-F]{8}[0-9a-f]{32}$/);
  expect(deploymentIdWith(headers)).toBe(first);
  expect(deploymentIdWith({ 'method.request.header.x-appid': true })).not.toBe(first);
  expect(deploymentIdWith(headers, 'units')).not.toBe(first);
});
