/** Builds both environments once per test file, with bundling skipped and a fixture console. */
import path from 'node:path';

import { App, Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';

import { addPlatform } from '../../lib/platform-app';
import type { PlatformStack } from '../../lib/platform-stack';
import { ENVIRONMENT_NAMES, type EnvironmentName } from '../../lib/settings';

export const FIXTURE_CONSOLE = path.join(__dirname, 'fixtures', 'console');

export interface BuiltEnvironment {
  name: EnvironmentName;
  stack: PlatformStack;
  template: Template;
}

let built: BuiltEnvironment[] | undefined;

export function buildPlatform(): BuiltEnvironment[] {
  if (built) return built;
  const app = new App({
    context: { 'aws:cdk:bundling-stacks': [] },
    outdir: path.join(require('node:os').tmpdir(), `orgconsole-infra-${process.pid}`),
  });
  const stacks = addPlatform(app, {
    environments: ENVIRONMENT_NAMES,
    consoleAssetPath: FIXTURE_CONSOLE,
    account: '123456789012',
  });
  built = stacks.map((stack) => ({
    name: stack.settings.name,
    stack,
    template: Template.fromStack(stack as Stack),
  }));
  return built;
}
