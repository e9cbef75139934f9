/**
 * The document's servers: the local platform (`npm start`) and one per CDK environment. An
 * environment's API Gateway id is known only after its first deploy (the stack's `ApiUrl`
 * output), so it is a server variable.
 */
import { API_STAGE_NAME, SETTINGS } from '../lib/settings';
import { LOCAL_HOST, loadLocalSettings } from '../local/settings';
import type { JsonObject } from './openapi-json-schema';

function localServer(): JsonObject {
  const { gateway } = loadLocalSettings({}).ports;
  return {
    url: `http://${LOCAL_HOST}:{port}`,
    description: 'The local platform (`npm start`); LOCAL_PORT_OFFSET moves the port',
    variables: { port: { default: String(gateway), description: 'The local gateway’s port' } },
  };
}

function environmentServers(): JsonObject[] {
  return Object.values(SETTINGS).map((environment) => ({
    url: `https://{restApiId}.execute-api.{region}.amazonaws.com/${API_STAGE_NAME}`,
    description: `The ${environment.name} environment (stack ${environment.stackName}; its ApiUrl output)`,
    variables: {
      restApiId: {
        default: 'restApiId',
        description: `The REST API’s id: the host name’s first label in ${environment.stackName}’s ApiUrl output`,
      },
      region: { default: environment.region, description: 'The AWS region of the stack' },
    },
  }));
}

export function servers(): JsonObject[] {
  return [localServer(), ...environmentServers()];
}
