/**
 * What the bootstrap needs of a deployed stack, read from its CloudFormation outputs
 * (declared in `lib/platform-stack.ts`): the table, the config-artifacts bucket and the pool.
 */
import {
  type CloudFormationClient,
  DescribeStacksCommand,
  type Output,
} from '@aws-sdk/client-cloudformation';

import { BootstrapError } from './target';

export const STACK_OUTPUTS = {
  tableName: 'TableName',
  configBucket: 'ConfigBucketName',
  userPoolId: 'UserPoolId',
} as const;

export type StackResources = Record<keyof typeof STACK_OUTPUTS, string>;

/** A stack that finished creating or updating (an update that rolled back still works). */
function usable(status: string): boolean {
  return status.endsWith('_COMPLETE') && !['ROLLBACK_COMPLETE', 'DELETE_COMPLETE'].includes(status);
}

function missingStack(error: unknown): boolean {
  const { name, message } = error as Error;
  return name === 'ValidationError' && /does not exist/.test(message);
}

export async function readStackResources(
  cloudFormation: CloudFormationClient,
  stackName: string,
  deployHint: string,
): Promise<StackResources> {
  let outputs: Output[];
  let status: string;
  try {
    const answer = await cloudFormation.send(new DescribeStacksCommand({ StackName: stackName }));
    const stack = answer.Stacks?.[0];
    if (!stack) throw new BootstrapError(`Stack ${stackName} not found: ${deployHint}`);
    outputs = stack.Outputs ?? [];
    status = stack.StackStatus ?? 'UNKNOWN';
  } catch (error) {
    if (missingStack(error))
      throw new BootstrapError(`Stack ${stackName} not found: ${deployHint}`);
    throw error;
  }
  if (!usable(status)) {
    throw new BootstrapError(
      `Stack ${stackName} is ${status}: wait for, or repeat, the deployment`,
    );
  }
  const value = (key: string) => outputs.find((output) => output.OutputKey === key)?.OutputValue;
  const entries = Object.entries(STACK_OUTPUTS).map(([name, key]) => [name, key, value(key)]);
  const missing = entries.filter(([, , found]) => !found).map(([, key]) => key);
  if (missing.length > 0) {
    throw new BootstrapError(
      `Stack ${stackName} has no output ${missing.join(', ')}: deploy the current version (${deployHint})`,
    );
  }
  return Object.fromEntries(entries.map(([name, , found]) => [name, found])) as StackResources;
}
