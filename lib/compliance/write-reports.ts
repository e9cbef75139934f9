/**
 * Writes, next to the synthesized templates, each environment's compliance report (its stack and
 * its us-east-1 edge monitoring stack together): the Markdown summary `compliance-<env>.md` and
 * the full page `compliance-<env>.html`. Used by `npm run synth` and by the CDK CLI's app
 * (bin/app.ts), so `cdk synth` and `cdk deploy` leave them as well.
 */
import fs from 'node:fs';
import path from 'node:path';

import { Names, type Stack, Stage } from 'aws-cdk-lib';

import {
  NAG_PACK_NAMES,
  type PlatformEnvironment,
  stacksOf,
  templateStacksOf,
} from '../platform-app';
import { collectProvenance } from './provenance';
import type { ComplianceRecorder } from './recorder';
import { renderHtml } from './render-html';
import { renderMarkdown } from './render-markdown';
import { type EnvironmentReport, openFindingsOf } from './report';

export interface WrittenReport {
  report: EnvironmentReport;
  files: string[];
}

/**
 * cdk-nag names its reports `<pack>-<stage id>-<stack name>-NagReport.<format>` (a nested stack
 * by its unique id); the root App's id is empty, hence `AwsSolutions--OrgConsole-prod-NagReport.json`.
 */
export function nagReportFiles(stack: Stack): string[] {
  const stageId = Stage.of(stack)?.node.id ?? '';
  const name = stack.nested ? Names.uniqueId(stack) : stack.stackName;
  return NAG_PACK_NAMES.flatMap((pack) =>
    ['json', 'csv'].map((format) => `${pack}-${stageId}-${name}-NagReport.${format}`),
  );
}

export function writeComplianceReports(
  outdir: string,
  environments: readonly PlatformEnvironment[],
  recorder: ComplianceRecorder,
): WrittenReport[] {
  const provenance = collectProvenance(
    outdir,
    environments.flatMap((e) => templateStacksOf(e).map((stack) => stack.templateFile)),
  );
  return environments.map((e) => {
    const environment = e.settings.name;
    const stackNames = stacksOf(e).map((stack) => stack.stackName);
    const report: EnvironmentReport = {
      environment,
      stackNames,
      provenance,
      rules: recorder.rulesOf(...stackNames),
      nagReportFiles: templateStacksOf(e)
        .flatMap((stack) => nagReportFiles(stack))
        .filter((file) => fs.existsSync(path.join(outdir, file))),
      deployBlockers: e.stack.deployBlockers,
    };
    const files = [`compliance-${environment}.md`, `compliance-${environment}.html`];
    fs.writeFileSync(path.join(outdir, files[0] as string), renderMarkdown(report));
    fs.writeFileSync(path.join(outdir, files[1] as string), renderHtml(report));
    return { report, files };
  });
}

export function openFindingCount(written: readonly WrittenReport[]): number {
  return written.reduce((sum, w) => sum + openFindingsOf(w.report.rules).length, 0);
}
