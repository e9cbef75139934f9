/**
 * Where a bootstrap writes: SDK clients of one environment (AWS, or the local stand-ins) and the
 * names of its table, config-artifacts bucket and user pool. Callers make and destroy the clients.
 */
import type { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import type { S3Client } from '@aws-sdk/client-s3';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

export interface BootstrapTarget {
  documents: DynamoDBDocumentClient;
  s3: S3Client;
  cognito: CognitoIdentityProviderClient;
  tableName: string;
  configBucket: string;
  userPoolId: string;
}

/** `createdBy` of everything the bootstrap writes. */
export const BOOTSTRAP_ACTOR = 'bootstrap';

/** A refusal the operator can act on: the command prints its message alone, without a stack. */
export class BootstrapError extends Error {
  override name = 'BootstrapError';
}
