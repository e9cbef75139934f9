/**
 * Where a web ACL logs: a log group whose name starts with `aws-waf-logs-` (WAF requires it) and
 * ends with this stack's id. The group is retained in prod, so a stack created again after a
 * deletion (or after a failed first deploy) gets a fresh group instead of failing on a name that
 * is still taken.
 */
import { ArnFormat, Aws, Fn, Stack } from 'aws-cdk-lib';
import * as wafv2 from 'aws-cdk-lib/aws-wafv2';
import type { Construct } from 'constructs';

import type { EnvironmentSettings } from '../settings';
import { createLogGroup } from './log-group';

export function logWebAcl(
  scope: Construct,
  settings: EnvironmentSettings,
  webAcl: wafv2.CfnWebACL,
  /** The log group is `aws-waf-logs-<name>-<stack id>`. */
  name: string,
  redactedFields?: wafv2.CfnLoggingConfiguration.FieldToMatchProperty[],
): void {
  const stackUuid = Fn.select(2, Fn.split('/', Aws.STACK_ID));
  const logGroup = createLogGroup(scope, 'Logs', settings, `aws-waf-logs-${name}-${stackUuid}`);
  new wafv2.CfnLoggingConfiguration(scope, 'Logging', {
    resourceArn: webAcl.attrArn,
    redactedFields,
    // WAF wants the log group ARN without the `:*` suffix of LogGroup.logGroupArn.
    logDestinationConfigs: [
      Stack.of(scope).formatArn({
        service: 'logs',
        resource: 'log-group',
        resourceName: logGroup.logGroupName,
        arnFormat: ArnFormat.COLON_RESOURCE_NAME,
      }),
    ],
  });
}
