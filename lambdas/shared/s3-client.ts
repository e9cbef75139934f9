/**
 * The S3 client, created once per Lambda container. Locally the standard `AWS_ENDPOINT_URL_S3`
 * variable points the unchanged client at s3rver (path-style, since that endpoint is an IP).
 */
import { S3Client } from '@aws-sdk/client-s3';

import { HANDLER_ENV } from '../domain/data-keys';
import { DEFAULT_REGION } from './dynamo-client';

export const s3 = new S3Client({
  region: process.env.AWS_REGION ?? DEFAULT_REGION,
  forcePathStyle: Boolean(process.env.AWS_ENDPOINT_URL_S3),
  // A pre-signed PUT must not carry a checksum of an empty body; checksums only where S3 needs them.
  requestChecksumCalculation: 'WHEN_REQUIRED',
  responseChecksumValidation: 'WHEN_REQUIRED',
});

function bucketFrom(variable: string): string {
  const name = process.env[variable];
  if (!name) throw new Error(`Environment variable ${variable} is not set`);
  return name;
}

export const configBucket = () => bucketFrom(HANDLER_ENV.configBucket);
export const documentsBucket = () => bucketFrom(HANDLER_ENV.documentsBucket);
