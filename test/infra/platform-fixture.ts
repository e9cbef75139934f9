/**
 * Builds both environments once per test file as the CLI would (cdk.json's context, so the same
 * feature flags), with bundling skipped and a fixture console: each environment's stack and its
 * us-east-1 edge monitoring stack.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { App } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';

import { cdkJsonContext } from '../../lib/cdk-context';
import { flattenedTemplate } from './flattened-template';
import type { EdgeMonitoringStack } from '../../lib/edge-monitoring-stack';
import { addPlatform } from '../../lib/platform-app';
import type { PlatformStack } from '../../lib/platform-stack';
import { ENVIRONMENT_NAMES, type EnvironmentName } from '../../lib/settings';

export const FIXTURE_CONSOLE = path.join(__dirname, 'fixtures', 'console');

export interface BuiltEnvironment {
  name: EnvironmentName;
  stack: PlatformStack;
  /** The environment's stack with its nested stacks, flattened (flattened-template.ts). */
  template: Template;
  /** The environment's us-east-1 stack: the alarm on its CloudFront distribution. */
  edge: { stack: EdgeMonitoringStack; template: Template };
}

let built: BuiltEnvironment[] | undefined;

export function buildPlatform(): BuiltEnvironment[] {
  if (built) return built;
  const app = new App({
    context: { ...cdkJsonContext(), 'aws:cdk:bundling-stacks': [] },
    outdir: fs.mkdtempSync(path.join(os.tmpdir(), 'orgconsole-infra-')),
  });
  const environments = addPlatform(app, {
    environments: ENVIRONMENT_NAMES,
    consoleAssetPath: FIXTURE_CONSOLE,
    account: '123456789012',
    // The reports are the synth script's job; the tests read the same findings as annotations.
    nagReports: false,
  });
  built = environments.map(({ settings, stack, edgeMonitoring }) => ({
    name: settings.name,
    stack,
    template: flattenedTemplate(stack),
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
