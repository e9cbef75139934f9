/**
 * `npm run synth`: builds the console when its sources changed, synthesizes every environment
 * offline into cdk.out with cdk-nag's JSON/CSV reports, writes each environment's compliance
 * report (cdk.out/compliance-<env>.md and .html), and exits 1 if any finding is unacknowledged.
 * CONSOLE_ASSET_PATH names a console build to use instead (no build is made then).
 */
import path from 'node:path';

import { App } from 'aws-cdk-lib';

import { cdkJsonContext } from '../lib/cdk-context';
import { ACCEPT_DEPLOY_BLOCKERS_CONTEXT } from '../lib/deploy-blockers';
import { ComplianceRecorder } from '../lib/compliance/recorder';
import { countsOf } from '../lib/compliance/report';
import { openFindingCount, writeComplianceReports } from '../lib/compliance/write-reports';
import { ensureConsoleBuild } from '../lib/console-build';
import { addPlatform, stacksOf } from '../lib/platform-app';
import { ENVIRONMENT_NAMES } from '../lib/settings';

const ROOT = path.resolve(__dirname, '..');
const OUTDIR = path.join(ROOT, 'cdk.out');

function main(): number {
  const consoleAssetPath = process.env.CONSOLE_ASSET_PATH
    ? path.resolve(ROOT, process.env.CONSOLE_ASSET_PATH)
    : ensureConsoleBuild().distPath;
  const started = Date.now();
  // `npm run synth -- --accept-deploy-blockers=<setting>,…` accepts named blockers, as `-c` does.
  const accepted = process.argv
    .find((arg) => arg.startsWith('--accept-deploy-blockers='))
    ?.split('=')[1];
  const app = new App({
    outdir: OUTDIR,
    context: {
      ...cdkJsonContext(),
      ...(accepted === undefined ? {} : { [ACCEPT_DEPLOY_BLOCKERS_CONTEXT]: accepted }),
    },
  });
  const recorder = new ComplianceRecorder();
  const environments = addPlatform(app, {
    environments: ENVIRONMENT_NAMES,
    consoleAssetPath,
    nagLoggers: [recorder],
  });
  app.synth();

  const written = writeComplianceReports(OUTDIR, environments, recorder);
  for (const { report, files } of written) {
    const counts = countsOf(report.rules)
      .map((c) => `${c.pack} ${c.acknowledgedFindings} acknowledged/${c.openFindings} open`)
      .join(', ');
    console.log(
      `${report.stackNames.join(' + ')}: ${counts} -> cdk.out/${files.join(', cdk.out/')}`,
    );
    for (const blocker of report.deployBlockers) {
      const state = blocker.accepted ? 'ACCEPTED DEPLOY BLOCKER' : 'DEPLOY BLOCKER';
      console.warn(`  ${state}: ${blocker.setting} is unset (${blocker.problem})`);
    }
    for (const rule of report.rules) {
      for (const finding of rule.open) {
        console.error(`  UNACKNOWLEDGED ${rule.ruleId} on ${finding.resource} ${finding.finding}`);
      }
    }
  }
  console.log(
    `Synthesized ${environments.flatMap(stacksOf).length} stacks in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  const open = openFindingCount(written);
  if (open > 0) {
    console.error(`${open} unacknowledged cdk-nag finding(s); see cdk.out/compliance-*.html`);
    return 1;
  }
  return 0;
}

process.exitCode = main();
