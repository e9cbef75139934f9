/**
 * CDK CLI entry point. `-c env=<name>` picks the environment (cdk.json defaults to `default`),
 * `-c env=all` builds both. `npm run synth` synthesizes every environment via scripts/synth-all.ts.
 */
import path from 'node:path';

import { App } from 'aws-cdk-lib';

import { addPlatform, environmentsFromContext } from '../lib/platform-app';

const app = new App();
addPlatform(app, {
  environments: environmentsFromContext(app.node.tryGetContext('env')),
  consoleAssetPath: path.resolve(__dirname, '..', 'frontend', 'dist'),
});
