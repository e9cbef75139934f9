/**
 * Synthesizes both environments' templates (each environment's own stack, its nested stacks and
 * its us-east-1 edge monitoring stack) into the folder given as the first argument, for the template lint of
 * `npm test` (scripts/lint-templates.sh), and lists them in `<folder>/templates.tsv` as
 * `<region>\t<template file>`, so each is linted against its own region. Same context and settings
 * as the real synth; the fixture console and skipped bundling change asset hashes only, and save
 * the time.
 */
import fs from 'node:fs';
import path from 'node:path';

import { App } from 'aws-cdk-lib';

import { cdkJsonContext } from '../lib/cdk-context';
import { ACCEPT_DEPLOY_BLOCKERS_CONTEXT, DEPLOY_BLOCKER_SETTINGS } from '../lib/deploy-blockers';
import { addPlatform, templateStacksOf } from '../lib/platform-app';
import { ENVIRONMENT_NAMES } from '../lib/settings';

const outdir = process.argv[2];
if (!outdir) throw new Error('usage: tsx scripts/synth-templates.ts <output folder>');

// Prod as shipped lacks the settings only a real account can give (lib/deploy-blockers.ts).
const app = new App({
  outdir,
  context: {
    ...cdkJsonContext(),
    'aws:cdk:bundling-stacks': [],
    [ACCEPT_DEPLOY_BLOCKERS_CONTEXT]: DEPLOY_BLOCKER_SETTINGS.join(','),
  },
});
const environments = addPlatform(app, {
  environments: ENVIRONMENT_NAMES,
  consoleAssetPath: path.resolve(__dirname, '..', 'test', 'infra', 'fixtures', 'console'),
  nagReports: false,
});
app.synth();
const listing = environments
  .flatMap(templateStacksOf)
  .map((stack) => `${stack.region}\t${stack.templateFile}\n`)
  .join('');
fs.writeFileSync(path.join(outdir, 'templates.tsv'), listing);
