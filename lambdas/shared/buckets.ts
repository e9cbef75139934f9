/** The buckets a handler names, from the environment the CDK app (or the local gateway) sets. */
import { HANDLER_ENV } from '../domain/data-keys';

function bucketFrom(variable: string): string {
  const name = process.env[variable];
  if (!name) throw new Error(`Environment variable ${variable} is not set`);
  return name;
}

export const configBucket = () => bucketFrom(HANDLER_ENV.configBucket);
export const documentsBucket = () => bucketFrom(HANDLER_ENV.documentsBucket);
