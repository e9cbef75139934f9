/** Regional WAFv2 web ACL in front of the API stage: AWS managed rules plus a per-IP rate limit. */
import { ArnFormat, Stack } from 'aws-cdk-lib';
import * as wafv2 from 'aws-cdk-lib/aws-wafv2';
import { Construct } from 'constructs';

import type { EnvironmentSettings } from '../settings';
import { createLogGroup } from './log-group';

export interface ApiFirewallProps {
  settings: EnvironmentSettings;
  /** ARN of the API Gateway stage to protect. */
  stageArn: string;
}

const MANAGED_RULE_GROUPS = [
  'AWSManagedRulesCommonRuleSet',
  'AWSManagedRulesKnownBadInputsRuleSet',
];

export class ApiFirewall extends Construct {
  readonly webAcl: wafv2.CfnWebACL;

  constructor(scope: Construct, id: string, props: ApiFirewallProps) {
    super(scope, id);
    const visibility = (metricName: string) => ({
      cloudWatchMetricsEnabled: true,
      sampledRequestsEnabled: true,
      metricName,
    });

    this.webAcl = new wafv2.CfnWebACL(this, 'WebAcl', {
      scope: 'REGIONAL',
      defaultAction: { allow: {} },
      visibilityConfig: visibility('OrgConsoleApi'),
      rules: [
        ...MANAGED_RULE_GROUPS.map((name, index) => ({
          name,
          priority: index,
          overrideAction: { none: {} },
          statement: { managedRuleGroupStatement: { vendorName: 'AWS', name } },
          visibilityConfig: visibility(name),
        })),
        {
          name: 'RateLimitPerIp',
          priority: MANAGED_RULE_GROUPS.length,
          action: { block: {} },
          statement: {
            rateBasedStatement: {
              limit: props.settings.api.wafRateLimitPer5Minutes,
              aggregateKeyType: 'IP',
            },
          },
          visibilityConfig: visibility('RateLimitPerIp'),
        },
      ],
    });

    new wafv2.CfnWebACLAssociation(this, 'StageAssociation', {
      resourceArn: props.stageArn,
      webAclArn: this.webAcl.attrArn,
    });

    // WAF requires the log group name to start with aws-waf-logs-.
    const logGroup = createLogGroup(
      this,
      'Logs',
      props.settings,
      `aws-waf-logs-${props.settings.stackName}`,
    );
    new wafv2.CfnLoggingConfiguration(this, 'Logging', {
      resourceArn: this.webAcl.attrArn,
      // WAF wants the log group ARN without the `:*` suffix of LogGroup.logGroupArn.
      logDestinationConfigs: [
        Stack.of(this).formatArn({
          service: 'logs',
          resource: 'log-group',
          resourceName: logGroup.logGroupName,
          arnFormat: ArnFormat.COLON_RESOURCE_NAME,
        }),
      ],
    });
  }
}
