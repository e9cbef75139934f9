/**
 * A CDK app as the CLI builds it (cdk.json's context, so the same feature flags), with bundling
 * skipped and its output in a temporary folder. `acceptShippedBlockers` accepts the shipped
 * prod's deploy blockers by name, as a reviewer's synth would (lib/deploy-blockers.ts).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { App } from 'aws-cdk-lib';

import { cdkJsonContext } from '../../lib/cdk-context';
import { ACCEPT_DEPLOY_BLOCKERS_CONTEXT, DEPLOY_BLOCKER_SETTINGS } from '../../lib/deploy-blockers';

export function testApp(name: string, options: { acceptShippedBlockers?: boolean } = {}): App {
  return new App({
    context: {
      ...cdkJsonContext(),
      'aws:cdk:bundling-stacks': [],
      ...(options.acceptShippedBlockers
        ? { [ACCEPT_DEPLOY_BLOCKERS_CONTEXT]: DEPLOY_BLOCKER_SETTINGS.join(',') }
        : {}),
    },
    outdir: fs.mkdtempSync(path.join(os.tmpdir(), `orgconsole-${name}-`)),
  });
}
