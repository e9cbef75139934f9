/**
 * Synthesizes both environments' templates into the folder given as the first argument, for the
 * template lint of `npm test` (scripts/lint-templates.sh). Same context and settings as the real
 * synth; the fixture console and skipped bundling change asset hashes only, and save the time.
 */
import path from 'node:path';

import { App } from 'aws-cdk-lib';

import { cdkJsonContext } from '../lib/cdk-context';
import { addPlatform } from '../lib/platform-app';
import { ENVIRONMENT_NAMES } from '../lib/settings';

const outdir = process.argv[2];
if (!outdir) throw new Error('usage: tsx scripts/synth-templates.ts <output folder>');

const app = new App({
  outdir,
  context: { ...cdkJsonContext(), 'aws:cdk:bundling-stacks': [] },
});
addPlatform(app, {
  environments: ENVIRONMENT_NAMES,
  consoleAssetPath: path.resolve(__dirname, '..', 'test', 'infra', 'fixtures', 'console'),
  nagReports: false,
});
app.synth();
