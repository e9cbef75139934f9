/**
 * Writes, next to the synthesized templates, each environment's compliance report: the Markdown
 * summary `compliance-<env>.md` and the full page `compliance-<env>.html`. Used by `npm run synth`
 * and by the CDK CLI's app (bin/app.ts), so `cdk synth` and `cdk deploy` leave them as well.
 */
import fs from 'node:fs';
import path from 'node:path';

import { Stage } from 'aws-cdk-lib';

import { NAG_PACK_NAMES } from '../platform-app';
import type { PlatformStack } from '../platform-stack';
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
 * cdk-nag names its reports `<pack>-<stage id>-<stack name>-NagReport.<format>`; the root App's
 * id is empty, hence `AwsSolutions--OrgConsole-prod-NagReport.json`.
 */
export function nagReportFiles(stack: PlatformStack): string[] {
  const stageId = Stage.of(stack)?.node.id ?? '';
  return NAG_PACK_NAMES.flatMap((pack) =>
    ['json', 'csv'].map((format) => `${pack}-${stageId}-${stack.stackName}-NagReport.${format}`),
  );
}

export function writeComplianceReports(
  outdir: string,
  stacks: readonly PlatformStack[],
  recorder: ComplianceRecorder,
): WrittenReport[] {
  const provenance = collectProvenance(
    outdir,
    stacks.map((stack) => stack.templateFile),
  );
  return stacks.map((stack) => {
    const environment = stack.settings.name;
    const report: EnvironmentReport = {
      environment,
      stackName: stack.stackName,
      provenance,
      rules: recorder.rulesOf(stack.stackName),
      nagReportFiles: nagReportFiles(stack).filter((file) =>
        fs.existsSync(path.join(outdir, file)),
      ),
      deployBlockers: stack.deployBlockers,
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
