/**
 * `npm run synth`: synthesizes every environment offline into cdk.out with cdk-nag's JSON/CSV
 * reports, writes cdk.out/compliance-<env>.md, and exits 1 if any finding is unacknowledged.
 * CONSOLE_ASSET_PATH overrides the console build folder (default frontend/dist).
 */
import fs from 'node:fs';
import path from 'node:path';

import { App, Stage } from 'aws-cdk-lib';

import { addPlatform, NAG_PACK_NAMES } from '../lib/platform-app';
import { ENVIRONMENT_NAMES } from '../lib/settings';
import { nagReportFile, readPackFindings, renderComplianceSummary } from './compliance-report';

const ROOT = path.resolve(__dirname, '..');
const OUTDIR = path.join(ROOT, 'cdk.out');
const consoleAssetPath = path.resolve(
  ROOT,
  process.env.CONSOLE_ASSET_PATH ?? path.join('frontend', 'dist'),
);

function main(): number {
  const started = Date.now();
  if (!fs.existsSync(path.join(consoleAssetPath, 'index.html'))) {
    console.error(`No console build at ${consoleAssetPath} (run npm run build:console).`);
    return 1;
  }
  fs.rmSync(OUTDIR, { recursive: true, force: true });
  const app = new App({ outdir: OUTDIR });
  const stacks = addPlatform(app, { environments: ENVIRONMENT_NAMES, consoleAssetPath });
  app.synth();

  let unacknowledged = 0;
  for (const stack of stacks) {
    const stageId = Stage.of(stack)?.node.id ?? '';
    const packs = NAG_PACK_NAMES.map((pack) =>
      readPackFindings(OUTDIR, pack, nagReportFile(pack, stageId, stack.stackName)),
    );
    const summaryFile = path.join(OUTDIR, `compliance-${stack.settings.name}.md`);
    fs.writeFileSync(
      summaryFile,
      renderComplianceSummary(stack.settings.name, stack.stackName, packs),
    );
    const counts = packs
      .map((p) => `${p.pack} ${p.acknowledged.length} acknowledged/${p.unacknowledged.length} open`)
      .join(', ');
    console.log(`${stack.stackName}: ${counts} -> ${path.relative(ROOT, summaryFile)}`);
    for (const finding of packs.flatMap((p) => p.unacknowledged)) {
      console.error(`  UNACKNOWLEDGED ${finding.ruleId} on ${finding.resourceId}`);
    }
    unacknowledged += packs.reduce((sum, p) => sum + p.unacknowledged.length, 0);
  }
  console.log(
    `Synthesized ${stacks.length} stacks in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  if (unacknowledged > 0) {
    console.error(
      `${unacknowledged} unacknowledged cdk-nag finding(s); see cdk.out/compliance-*.md`,
    );
    return 1;
  }
  return 0;
}

process.exitCode = main();
