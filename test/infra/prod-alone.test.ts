/**
 * Prod synthesized alone (`cdk deploy -c env=prod --all` into its own account, no account named):
 * it carries the account-level API Gateway logging setting its stage needs, termination
 * protection, and its us-east-1 edge monitoring stack, which reads the distribution's id from it.
 */

import { Stack } from 'aws-cdk-lib';
import { Annotations, Template } from 'aws-cdk-lib/assertions';

import { DEPLOY_BLOCKER_SETTINGS } from '../../lib/deploy-blockers';
import { ComplianceRecorder } from '../../lib/compliance/recorder';
import { openFindingsOf } from '../../lib/compliance/report';
import { writeComplianceReports } from '../../lib/compliance/write-reports';
import { addPlatform } from '../../lib/platform-app';
import { SETTINGS } from '../../lib/settings';
import { FIXTURE_CONSOLE } from './platform-fixture';
import { flattenedTemplate } from './flattened-template';
import { testApp } from './test-app';

const app = testApp('prod-alone', { acceptShippedBlockers: true });
const recorder = new ComplianceRecorder();
const [prod] = addPlatform(app, {
  environments: ['prod'],
  consoleAssetPath: FIXTURE_CONSOLE,
  nagReports: false,
  nagLoggers: [recorder],
});
if (!prod) throw new Error('addPlatform made no stack for prod');
const { stack, edgeMonitoring } = prod;
const template = flattenedTemplate(stack);
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

test('prod alone has its edge monitoring stack in us-east-1, deployed after it, with no account named', () => {
  const assembly = app.synth();
  expect(assembly.stacks.map((s) => s.stackName).sort()).toEqual([
    'OrgConsole-prod',
    'OrgConsole-prod-edge-monitoring',
  ]);
  const edge = assembly.getStackByName(edgeMonitoring.stackName);
  expect(edge.environment.region).toBe('us-east-1');
  expect(edge.environment.account).toBe(
    assembly.getStackByName(stack.stackName).environment.account,
  );
  expect(edge.dependencies.map((d) => d.id)).toContain(stack.artifactId);
  expect(edge.terminationProtection).toBe(true);
  const alarms = Object.values(
    Template.fromStack(edgeMonitoring).findResources('AWS::CloudWatch::Alarm'),
  );
  // The distribution's id, read from prod's stack when this one deploys.
  expect(JSON.stringify(alarms)).toContain('"Fn::GetStackOutput"');
  expect(JSON.stringify(alarms)).toContain('"StackName":"OrgConsole-prod"');
});

test('prod’s compliance report covers both its stacks, with nothing open', () => {
  const assembly = app.synth();
  const [written] = writeComplianceReports(assembly.directory, [prod], recorder);
  const report = written?.report;
  expect(report?.stackNames).toEqual(['OrgConsole-prod', 'OrgConsole-prod-edge-monitoring']);
  expect(report?.provenance.templates.map((t) => t.file)).toEqual([
    'OrgConsole-prod.template.json',
    ...['Units', 'People', 'Configs'].map((group) =>
      expect.stringMatching(
        new RegExp(`^OrgConsoleprodApiRoutes${group}[0-9A-F]{8}\\.nested\\.template\\.json$`),
      ),
    ),
    expect.stringMatching(/^OrgConsoleprodApiStage[0-9A-F]{8}\.nested\.template\.json$/),
    'OrgConsole-prod-edge-monitoring.template.json',
  ]);
  const checked = report?.rules.flatMap((rule) => rule.passed) ?? [];
  expect(checked).toEqual(
    expect.arrayContaining([
      'OrgConsole-prod/Monitoring/AlarmTopic/Topic/Resource',
      'OrgConsole-prod-edge-monitoring/Monitoring/AlarmTopic/Topic/Resource',
      'OrgConsole-prod/Api/Stage/Api/Stage/Resource',
      'OrgConsole-prod/Api/RoutesUnits/ApiUnits/RestApi/Default/orgunit/GET/Resource',
    ]),
  );
  expect(openFindingsOf(report?.rules ?? [])).toEqual([]);
});

test('prod as shipped, with no blocker accepted, stops the synth with an error naming each setting', () => {
  const shipped = testApp('prod-shipped');
  const [environment] = addPlatform(shipped, {
    environments: ['prod'],
    consoleAssetPath: FIXTURE_CONSOLE,
    nagReports: false,
  });
  let refusal = '';
  try {
    Annotations.fromStack(environment?.stack ?? new Stack());
  } catch (error) {
    refusal = String(error);
  }
  for (const setting of DEPLOY_BLOCKER_SETTINGS) {
    expect(refusal).toContain(
      `ERROR Deploy blocker: set ${setting} in lib/settings.ts (OrgConsole-prod), or accept it with -c accept-deploy-blockers=${setting}.`,
    );
  }
});
