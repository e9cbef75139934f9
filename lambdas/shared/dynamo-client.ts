/**
 * The DynamoDB document client, created once per Lambda container, each call bounded by the time
 * budget it runs in (aws-call-bounds.ts). Locally the standard `AWS_ENDPOINT_URL_DYNAMODB`
 * variable points the unchanged client at DynamoDB Local.
 */
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

import { HANDLER_ENV } from '../domain/data-keys';
import { timeBoundClient } from './aws-call-bounds';

export const DEFAULT_REGION = 'ap-south-1';

const client = timeBoundClient(
  (bounds) => new DynamoDBClient({ region: process.env.AWS_REGION ?? DEFAULT_REGION, ...bounds }),
);
// The handlers give the SDK no logger, yet its logger middleware filters every call's input and
// output for the no-op one it has (a schema walk per call): without it a request costs less CPU.
client.middlewareStack.remove('loggerMiddleware');

export const documentClient = DynamoDBDocumentClient.from(client, {
  marshallOptions: { removeUndefinedValues: true },
});

export function tableName(): string {
  const name = process.env[HANDLER_ENV.tableName];
  if (!name) throw new Error(`Environment variable ${HANDLER_ENV.tableName} is not set`);
  return name;
}
