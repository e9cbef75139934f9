/**
 * The REST API's routes in a nested stack of their own: every route of ROUTES is a method (and
 * most add a path resource and a CORS preflight), so this part grows with every feature, apart
 * from the environment's stack (CloudFormation allows 500 resources a stack; the infrastructure
 * tests hold each of ours to 300). The REST API's definition stays in the environment's stack
 * (api.ts): the console's distribution names the API, and the routes name the distribution.
 */
import { NestedStack } from 'aws-cdk-lib';
import type { Construct } from 'constructs';

import { ApiRoutes, type ApiRoutesProps } from './api-routes';

export class ApiStack extends NestedStack {
  readonly routes: ApiRoutes;

  constructor(scope: Construct, id: string, props: ApiRoutesProps) {
    super(scope, id, { description: `OrgConsole API routes (${props.settings.name})` });
    this.routes = new ApiRoutes(this, 'Api', props);
  }
}
