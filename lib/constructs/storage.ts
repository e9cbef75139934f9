/** The documents bucket (browser uploads via pre-signed URLs) and the config-artifacts bucket. */
import { Duration } from 'aws-cdk-lib';
import * as s3 from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';

import type { StatefulSettings } from '../settings';
import { createSecureBucket } from './secure-bucket';

export interface StorageProps {
  stateful: StatefulSettings;
  accessLogBucket: s3.IBucket;
  /** `https://…` origin of the console: the only origin allowed to PUT documents. */
  consoleOrigin: string;
}

export class Storage extends Construct {
  readonly documentsBucket: s3.Bucket;
  readonly configBucket: s3.Bucket;

  constructor(scope: Construct, id: string, props: StorageProps) {
    super(scope, id);
    const { stateful, accessLogBucket } = props;

    this.documentsBucket = createSecureBucket(this, 'DocumentsBucket', {
      stateful,
      accessLogs: { bucket: accessLogBucket, prefix: 'documents/' },
      cors: [
        {
          allowedOrigins: [props.consoleOrigin],
          allowedMethods: [s3.HttpMethods.PUT],
          allowedHeaders: ['*'],
          maxAge: Duration.hours(1).toSeconds(),
        },
      ],
    });

    this.configBucket = createSecureBucket(this, 'ConfigArtifactsBucket', {
      stateful,
      accessLogs: { bucket: accessLogBucket, prefix: 'config-artifacts/' },
    });
  }
}
