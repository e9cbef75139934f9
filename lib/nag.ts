/** Thin wrapper so every construct acknowledges cdk-nag findings the same way, next to its resource. */
import { CfnElement, Stack } from 'aws-cdk-lib';
import { NagSuppressions, type NagPackSuppressionAppliesTo } from 'cdk-nag';
import type { IConstruct } from 'constructs';

export interface Acknowledgement {
  /** Rule id, e.g. `AwsSolutions-IAM5` or `NIST.800.53.R5-LambdaInsideVPC`. */
  id: string;
  /** Why the finding is acceptable here; shown to auditors in cdk.out/compliance-<env>.md. */
  reason: string;
  /** For findings with details (IAM4/IAM5): the exact policy or resource strings acknowledged. */
  appliesTo?: NagPackSuppressionAppliesTo[];
}

export function acknowledge(
  construct: IConstruct,
  acknowledgements: readonly Acknowledgement[],
  applyToChildren = false,
): void {
  NagSuppressions.addResourceSuppressions(
    construct,
    acknowledgements.map(({ id, reason, appliesTo }) => ({
      id,
      reason,
      ...(appliesTo ? { appliesTo } : {}),
    })),
    applyToChildren,
  );
}

/** How cdk-nag prints a resource's ARN inside finding details: `<LogicalId.Arn>`. */
export function arnOf(construct: IConstruct): string {
  const resource = construct.node.defaultChild;
  if (!(resource instanceof CfnElement)) {
    throw new Error(`${construct.node.path} has no CloudFormation resource as default child`);
  }
  const stack = Stack.of(construct);
  return `<${stack.resolve(stack.getLogicalId(resource)) as string}.Arn>`;
}
