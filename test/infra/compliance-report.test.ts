/** The auditors' summary is built from cdk-nag's JSON report: acknowledged with reasons, open ones flagged. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import {
  nagReportFile,
  readPackFindings,
  renderComplianceSummary,
  type NagReportLine,
} from '../../scripts/compliance-report';

const line = (overrides: Partial<NagReportLine>): NagReportLine => ({
  ruleId: 'AwsSolutions-S1',
  resourceId: 'OrgConsole-prod/Storage/DocumentsBucket/Resource',
  compliance: 'Compliant',
  exceptionReason: 'N/A',
  ruleLevel: 'Error',
  ruleInfo: 'The S3 Bucket has server access logs disabled.',
  ...overrides,
});

function writeReport(lines: NagReportLine[]): { outdir: string; file: string } {
  const outdir = fs.mkdtempSync(path.join(os.tmpdir(), 'nag-report-'));
  const file = nagReportFile('AwsSolutions', '', 'OrgConsole-prod');
  fs.writeFileSync(path.join(outdir, file), JSON.stringify({ lines }));
  return { outdir, file };
}

test('report files are named as cdk-nag names them for a root-level stack', () => {
  expect(nagReportFile('NIST.800.53.R5', '', 'OrgConsole-prod')).toBe(
    'NIST.800.53.R5--OrgConsole-prod-NagReport.json',
  );
});

test('acknowledged findings are listed with rule, resource and reason; passing checks are counted', () => {
  const { outdir, file } = writeReport([
    line({}),
    line({
      ruleId: 'AwsSolutions-COG2',
      resourceId: 'OrgConsole-prod/Identity/UserPool/Resource',
      compliance: 'Suppressed',
      exceptionReason: 'No MFA step | yet',
    }),
    line({ ruleId: 'AwsSolutions-L1', compliance: 'Not Applicable' }),
  ]);
  const findings = readPackFindings(outdir, 'AwsSolutions', file);
  expect(findings.acknowledged).toHaveLength(1);
  expect(findings.unacknowledged).toHaveLength(0);
  expect(findings.compliantChecks).toBe(1);

  const summary = renderComplianceSummary('prod', 'OrgConsole-prod', [findings]);
  expect(summary).toContain(
    '| AwsSolutions-COG2 | Error | `OrgConsole-prod/Identity/UserPool/Resource` | No MFA step \\| yet |',
  );
  expect(summary).toMatch(/## Unacknowledged findings\n\nNone\./);
});

test('non-compliant and unknown results are reported as unacknowledged', () => {
  const { outdir, file } = writeReport([
    line({ compliance: 'Non-Compliant' }),
    line({ ruleId: 'AwsSolutions-IAM5', compliance: 'UNKNOWN' }),
  ]);
  const findings = readPackFindings(outdir, 'AwsSolutions', file);
  expect(findings.unacknowledged.map((f) => f.ruleId)).toEqual([
    'AwsSolutions-IAM5',
    'AwsSolutions-S1',
  ]);
  const summary = renderComplianceSummary('prod', 'OrgConsole-prod', [findings]);
  expect(summary).toContain('| AwsSolutions | 0 | 0 | 2 |');
  expect(summary).not.toMatch(/## Unacknowledged findings\n\nNone\./);
});

test('a missing report is an error, not an empty pass', () => {
  const outdir = fs.mkdtempSync(path.join(os.tmpdir(), 'nag-report-'));
  expect(() => readPackFindings(outdir, 'AwsSolutions', 'absent.json')).toThrow(/missing/);
});
