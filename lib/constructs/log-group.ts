/** A CloudWatch log group with retention and removal from settings. */
import * as logs from 'aws-cdk-lib/aws-logs';
import type { Construct } from 'constructs';

import { acknowledge } from '../nag';
import type { EnvironmentSettings } from '../settings';

export function createLogGroup(
  scope: Construct,
  id: string,
  settings: EnvironmentSettings,
  logGroupName?: string,
): logs.LogGroup {
  const logGroup = new logs.LogGroup(scope, id, {
    logGroupName,
    retention: settings.handlers.logRetention,
    removalPolicy: settings.stateful.removalPolicy,
  });
  acknowledge(logGroup, [
    {
      id: 'NIST.800.53.R5-CloudWatchLogGroupEncrypted',
      reason:
        'CloudWatch Logs encrypts log data at rest with service-managed keys; logs hold no secrets (no request bodies, no tokens), so a customer-managed KMS key adds cost without a control gain.',
    },
  ]);
  return logGroup;
}
