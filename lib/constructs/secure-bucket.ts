/**
 * Every bucket of the platform: private, TLS-only, versioned, S3-managed encryption, access logs
 * into the access-log bucket, removal per settings.
 */
import * as s3 from 'aws-cdk-lib/aws-s3';
import type { Construct } from 'constructs';

import { acknowledge } from '../nag';
import type { StatefulSettings } from '../settings';

export interface SecureBucketOptions {
  stateful: StatefulSettings;
  /** Where S3 server access logs go; omitted only for the access-log bucket itself. */
  accessLogs?: { bucket: s3.IBucket; prefix: string };
  cors?: s3.CorsRule[];
  objectOwnership?: s3.ObjectOwnership;
  lifecycleRules?: s3.LifecycleRule[];
}

export function createSecureBucket(
  scope: Construct,
  id: string,
  options: SecureBucketOptions,
): s3.Bucket {
  const { stateful } = options;
  const bucket = new s3.Bucket(scope, id, {
    blockPublicAccess: s3.BlockPublicAccess.BLOCK_ALL,
    enforceSSL: true,
    minimumTLSVersion: 1.2,
    versioned: true,
    encryption: s3.BucketEncryption.S3_MANAGED,
    objectOwnership: options.objectOwnership ?? s3.ObjectOwnership.BUCKET_OWNER_ENFORCED,
    serverAccessLogsBucket: options.accessLogs?.bucket,
    serverAccessLogsPrefix: options.accessLogs?.prefix,
    cors: options.cors,
    lifecycleRules: [
      { noncurrentVersionExpiration: stateful.noncurrentVersionExpiration },
      ...(options.lifecycleRules ?? []),
    ],
    removalPolicy: stateful.removalPolicy,
    autoDeleteObjects: stateful.autoDeleteObjects,
  });

  acknowledge(bucket, [
    {
      id: 'NIST.800.53.R5-S3BucketReplicationEnabled',
      reason:
        'Single-region platform (ap-south-1); versioning protects against deletion and overwrite. Cross-region replication is not a requirement yet.',
    },
    {
      id: 'NIST.800.53.R5-S3DefaultEncryptionKMS',
      reason:
        'S3-managed encryption (SSE-S3, AES-256) is the chosen at-rest encryption; S3 server access logging and CloudFront OAC reads work without KMS key grants.',
    },
  ]);
  return bucket;
}
