/**
 * The bucket that receives S3 server access logs and CloudFront logs of every other bucket.
 * cdk-nag accepts it without logging of its own because it is the other buckets' log target.
 */
import * as s3 from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';

import type { StatefulSettings } from '../settings';
import { createSecureBucket } from './secure-bucket';

export class AccessLogs extends Construct {
  readonly bucket: s3.Bucket;

  constructor(scope: Construct, id: string, props: { stateful: StatefulSettings }) {
    super(scope, id);
    const { stateful } = props;
    this.bucket = createSecureBucket(this, 'Bucket', {
      stateful,
      // CloudFront standard logs are delivered with ACLs, so ACLs stay possible here.
      objectOwnership: s3.ObjectOwnership.BUCKET_OWNER_PREFERRED,
      lifecycleRules: [{ expiration: stateful.accessLogExpiration }],
    });
  }
}
