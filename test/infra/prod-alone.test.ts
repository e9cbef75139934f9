/**
 * Prod synthesized alone (`cdk deploy -c env=prod` into its own account): it carries the
 * account-level API Gateway logging setting its stage needs, and termination protection.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { App } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';

import { cdkJsonContext } from '../../lib/cdk-context';
import { addPlatform } from '../../lib/platform-app';
import { SETTINGS } from '../../lib/settings';
import { FIXTURE_CONSOLE } from './platform-fixture';

const app = new App({
  context: { ...cdkJsonContext(), 'aws:cdk:bundling-stacks': [] },
  outdir: fs.mkdtempSync(path.join(os.tmpdir(), 'orgconsole-prod-alone-')),
});
const [stack] = addPlatform(app, {
  environments: ['prod'],
  consoleAssetPath: FIXTURE_CONSOLE,
  nagReports: false,
});
if (!stack) throw new Error('addPlatform made no stack for prod');
const template = Template.fromStack(stack);
const resources = template.toJSON().Resources as Record<
  string,
  {
    Type: string;
    DependsOn?: string[];
    DeletionPolicy?: string;
    Properties?: Record<string, unknown>;
  }
>;

test('prod alone sets the account’s API Gateway logging role before its stage logs', () => {
  const accounts = Object.entries(resources).filter(
    ([, r]) => r.Type === 'AWS::ApiGateway::Account',
  );
  expect(accounts).toHaveLength(1);
  const [accountId, account] = accounts[0] as [string, (typeof resources)[string]];
  const roleId = (account.Properties?.CloudWatchRoleArn as { 'Fn::GetAtt': string[] })[
    'Fn::GetAtt'
  ][0] as string;
  expect(resources[roleId]?.Type).toBe('AWS::IAM::Role');
  expect(JSON.stringify(resources[roleId]?.Properties?.ManagedPolicyArns)).toContain(
    'AmazonAPIGatewayPushToCloudWatchLogs',
  );
  const [, stage] =
    Object.entries(resources).find(([, r]) => r.Type === 'AWS::ApiGateway::Stage') ?? [];
  expect(stage?.DependsOn).toContain(accountId);
});

test('prod alone is termination-protected, in the assembly the CLI deploys', () => {
  expect(SETTINGS.prod.stateful.terminationProtection).toBe(true);
  const artifact = app.synth().getStackByName(stack.stackName);
  expect(artifact.terminationProtection).toBe(true);
});

test('prod alone watches the account’s Lambda concurrency', () => {
  const alarms = Object.values(resources).filter((r) => r.Type === 'AWS::CloudWatch::Alarm');
  expect(
    alarms.filter((alarm) => alarm.Properties?.MetricName === 'ConcurrentExecutions'),
  ).toHaveLength(1);
});
