/**
 * Builds both environments once per test file as the CLI would (cdk.json's context, so the same
 * feature flags), with bundling skipped and a fixture console: each environment's stack and its
 * us-east-1 edge monitoring stack.
 */
import path from 'node:path';

import { Template } from 'aws-cdk-lib/assertions';

import { ComplianceRecorder } from '../../lib/compliance/recorder';
import { openFindingsOf } from '../../lib/compliance/report';
import type { EdgeMonitoringStack } from '../../lib/edge-monitoring-stack';
import { addPlatform } from '../../lib/platform-app';
import type { PlatformStack } from '../../lib/platform-stack';
import { ENVIRONMENT_NAMES, type EnvironmentName } from '../../lib/settings';
import { flattenedTemplate } from './flattened-template';
import { testApp } from './test-app';

export const FIXTURE_CONSOLE = path.join(__dirname, 'fixtures', 'console');

export interface BuiltEnvironment {
  name: EnvironmentName;
  stack: PlatformStack;
  /** The environment's stack with its nested stacks, flattened (flattened-template.ts). */
  template: Template;
  /**
   * Every cdk-nag finding left open in the environment's stacks, nested ones included (whose
   * annotations never reach the cloud assembly), as `<rule> <construct path>`.
   */
  openFindings: string[];
  /** The environment's us-east-1 stack: the alarm on its CloudFront distribution. */
  edge: { stack: EdgeMonitoringStack; template: Template };
}

let built: BuiltEnvironment[] | undefined;

export function buildPlatform(): BuiltEnvironment[] {
  if (built) return built;
  const recorder = new ComplianceRecorder();
  const app = testApp('infra', { acceptShippedBlockers: true });
  const environments = addPlatform(app, {
    environments: ENVIRONMENT_NAMES,
    consoleAssetPath: FIXTURE_CONSOLE,
    account: '123456789012',
    // The reports are the synth script's job; the tests read the same findings as annotations.
    nagReports: false,
    nagLoggers: [recorder],
  });
  built = environments.map(({ settings, stack, edgeMonitoring }) => ({
    name: settings.name,
    stack,
    template: flattenedTemplate(stack),
    openFindings: openFindingsOf(recorder.rulesOf(stack.stackName, edgeMonitoring.stackName)).map(
      (finding) => `${finding.rule.ruleId} ${finding.resource}`,
    ),
    edge: { stack: edgeMonitoring, template: Template.fromStack(edgeMonitoring) },
  }));
  return built;
}

type CfnResources = Record<
  string,
  { Type: string; Properties?: Record<string, unknown> } & Record<string, unknown>
>;

export function resourcesOf(template: Template, type: string): CfnResources {
  return template.findResources(type) as CfnResources;
}
