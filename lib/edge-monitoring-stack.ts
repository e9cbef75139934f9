/**
 * An environment's companion stack in us-east-1, where CloudFront publishes its metrics: the alarm
 * on the console distribution's 5xx rate and the topic it notifies (constructs/edge-monitoring.ts).
 *
 * The distribution's id comes from the environment's stack as a weak reference: CDK adds an
 * output to that stack and this template reads it with `Fn::GetStackOutput` when it is deployed
 * (same account, another region; no export, no custom resource, no Lambda). So this stack is
 * deployed after the environment's (the CLI orders them; `cdk deploy --all`), neither stack
 * blocks the other's update or deletion, and a distribution that is ever replaced reaches the
 * alarm on this stack's next deploy.
 */
import { CrossStackReferences, ReferenceStrength, Stack, type StackProps } from 'aws-cdk-lib';
import type * as cloudfront from 'aws-cdk-lib/aws-cloudfront';
import type { Construct } from 'constructs';

import { EdgeMonitoring } from './constructs/edge-monitoring';
import type { EnvironmentSettings } from './settings';

export interface EdgeMonitoringStackProps extends StackProps {
  settings: EnvironmentSettings;
  /** The console's distribution, in the environment's stack. */
  distribution: cloudfront.IDistribution;
}

/** `OrgConsole-<env>-edge-monitoring`. */
export function edgeMonitoringStackName(settings: EnvironmentSettings): string {
  return `${settings.stackName}-edge-monitoring`;
}

export class EdgeMonitoringStack extends Stack {
  readonly settings: EnvironmentSettings;
  readonly monitoring: EdgeMonitoring;

  constructor(scope: Construct, id: string, props: EdgeMonitoringStackProps) {
    super(scope, id, props);
    // Whatever cdk.json says (it says weak too): every reference this stack takes is weak.
    CrossStackReferences.of(this).consume(ReferenceStrength.WEAK);
    this.settings = props.settings;
    this.monitoring = new EdgeMonitoring(this, 'Monitoring', {
      settings: props.settings,
      distributionId: props.distribution.distributionId,
    });
  }
}
