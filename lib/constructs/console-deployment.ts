/**
 * Uploads the built console and its runtime config.json (ConsoleConfig contract) to the site
 * bucket in one BucketDeployment, then invalidates the distribution.
 */
import * as path from 'node:path';

import type * as cloudfront from 'aws-cdk-lib/aws-cloudfront';
import type * as s3 from 'aws-cdk-lib/aws-s3';
import * as s3deploy from 'aws-cdk-lib/aws-s3-deployment';
import { Construct } from 'constructs';

import type { ConsoleConfig } from '../../lambdas/domain/console-config';
import type { EnvironmentSettings } from '../settings';
import { createLogGroup } from './log-group';

export interface ConsoleDeploymentProps {
  settings: EnvironmentSettings;
  /** Folder with the built console (index.html at its root). */
  consoleAssetPath: string;
  siteBucket: s3.IBucket;
  distribution: cloudfront.IDistribution;
  config: ConsoleConfig;
}

export const CONSOLE_CONFIG_KEY = 'config.json';

export class ConsoleDeployment extends Construct {
  readonly deployment: s3deploy.BucketDeployment;

  constructor(scope: Construct, id: string, props: ConsoleDeploymentProps) {
    super(scope, id);
    const logGroup = createLogGroup(this, 'Logs', props.settings);
    this.deployment = new s3deploy.BucketDeployment(this, 'Deployment', {
      sources: [
        s3deploy.Source.asset(path.resolve(props.consoleAssetPath)),
        s3deploy.Source.jsonData(CONSOLE_CONFIG_KEY, props.config),
      ],
      destinationBucket: props.siteBucket,
      distribution: props.distribution,
      distributionPaths: ['/*'],
      logGroup,
    });
  }
}
