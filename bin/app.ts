/**
 * CDK CLI entry point. `-c env=<name>` picks the environment (cdk.json defaults to `default`),
 * `-c env=all` builds both; an environment is two stacks (its own and its us-east-1 edge
 * monitoring), hence `cdk deploy --all`. The console is built first when its sources changed (so `cdk synth`
 * and `cdk deploy` work from a fresh clone), and each environment's compliance report is written
 * next to the templates. `npm run synth` does the same for every environment (scripts/synth-all.ts).
 */
import { App } from 'aws-cdk-lib';

import { ComplianceRecorder } from '../lib/compliance/recorder';
import { openFindingCount, writeComplianceReports } from '../lib/compliance/write-reports';
import { ensureConsoleBuild } from '../lib/console-build';
import { addPlatform, environmentsFromContext } from '../lib/platform-app';

const { distPath } = ensureConsoleBuild();
const app = new App();
const recorder = new ComplianceRecorder();
const environments = addPlatform(app, {
  environments: environmentsFromContext(app.node.tryGetContext('env')),
  consoleAssetPath: distPath,
  nagLoggers: [recorder],
});
const assembly = app.synth();
const written = writeComplianceReports(assembly.directory, environments, recorder);
// The CLI stops on the findings of top-level stacks; those of nested stacks reach only the report.
const open = openFindingCount(written);
if (open > 0) {
  console.error(`${open} unacknowledged cdk-nag finding(s); see cdk.out/compliance-*.md`);
  process.exitCode = 1;
}
