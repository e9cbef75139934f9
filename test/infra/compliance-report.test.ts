/**
 * The auditors' reports: the recorder keeps every rule cdk-nag applies (passed, acknowledged with
 * reason and resource, open, or not applicable), and both renderings carry the provenance.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { App, Stack } from 'aws-cdk-lib';
import * as s3 from 'aws-cdk-lib/aws-s3';

import { collectProvenance } from '../../lib/compliance/provenance';
import { ComplianceRecorder, outcomeOf } from '../../lib/compliance/recorder';
import { escapeHtml, renderHtml } from '../../lib/compliance/render-html';
import { renderMarkdown } from '../../lib/compliance/render-markdown';
import type { EnvironmentReport } from '../../lib/compliance/report';
import { acknowledge } from '../../lib/nag';
import { addComplianceChecks } from '../../lib/platform-app';

/** A small stack: one bucket acknowledged for S1, one not, and cdk-nag's results recorded. */
function recordSmallStack(): { recorder: ComplianceRecorder; outdir: string } {
  const outdir = fs.mkdtempSync(path.join(os.tmpdir(), 'compliance-'));
  const app = new App({ outdir });
  const stack = new Stack(app, 'Small');
  const acknowledged = new s3.Bucket(stack, 'Acknowledged', { enforceSSL: true });
  acknowledge(acknowledged, [
    { id: 'AwsSolutions-S1', reason: 'Logs <b>elsewhere</b> | on purpose, for this test only.' },
  ]);
  new s3.Bucket(stack, 'Open', { enforceSSL: true });
  const recorder = new ComplianceRecorder();
  addComplianceChecks(app, false, [recorder]);
  app.synth();
  return { recorder, outdir };
}

const { recorder, outdir } = recordSmallStack();
const rules = recorder.rulesOf('Small');
const rule = (id: string) => rules.find((r) => r.ruleId === id);

function report(deployBlockers: EnvironmentReport['deployBlockers'] = []): EnvironmentReport {
  return {
    environment: 'small',
    stackNames: ['Small'],
    provenance: collectProvenance(
      outdir,
      ['Small.template.json'],
      new Date('2026-01-02T03:04:05Z'),
    ),
    rules,
    nagReportFiles: ['AwsSolutions--Small-NagReport.json'],
    deployBlockers,
  };
}

test('every rule of the three packs is recorded, including ones no resource here is subject to', () => {
  const packs = new Set(rules.map((r) => r.pack));
  expect([...packs].sort()).toEqual(['AwsSolutions', 'NIST.800.53.R5', 'Serverless']);
  // AwsSolutions alone has dozens of rules; most check kinds of resources this stack lacks.
  expect(rules.filter((r) => r.pack === 'AwsSolutions').length).toBeGreaterThan(50);
  expect(outcomeOf(rule('AwsSolutions-L1') ?? ({} as never))).toBe('not applicable');
});

test('a rule is open when any resource fails it, acknowledged with the resource and the reason', () => {
  const s1 = rule('AwsSolutions-S1');
  expect(outcomeOf(s1 ?? ({} as never))).toBe('open');
  expect(s1?.open).toEqual([{ resource: 'Small/Open/Resource', finding: '' }]);
  expect(s1?.acknowledged).toEqual([
    {
      resource: 'Small/Acknowledged/Resource',
      finding: '',
      reason: 'Logs <b>elsewhere</b> | on purpose, for this test only.',
    },
  ]);
  const s10 = rule('AwsSolutions-S10');
  expect(outcomeOf(s10 ?? ({} as never))).toBe('passed');
  expect(s10?.passed).toEqual(
    expect.arrayContaining(['Small/Acknowledged/Resource', 'Small/Open/Resource']),
  );
});

test('the rules of several stacks (an environment’s) merge into one list, each result kept', () => {
  const app = new App({ outdir: fs.mkdtempSync(path.join(os.tmpdir(), 'compliance-')) });
  new s3.Bucket(new Stack(app, 'Main'), 'Open', { enforceSSL: true });
  new s3.Bucket(new Stack(app, 'Edge'), 'Open', { enforceSSL: true });
  const both = new ComplianceRecorder();
  addComplianceChecks(app, false, [both]);
  app.synth();
  const merged = both.rulesOf('Main', 'Edge');
  expect(merged.map((r) => r.ruleId)).toEqual(both.rulesOf('Main').map((r) => r.ruleId));
  expect(merged.find((r) => r.ruleId === 'AwsSolutions-S1')?.open).toEqual([
    { resource: 'Main/Open/Resource', finding: '' },
    { resource: 'Edge/Open/Resource', finding: '' },
  ]);
  // Merging copies: the stacks' own lists are left as they were.
  expect(both.rulesOf('Main').find((r) => r.ruleId === 'AwsSolutions-S1')?.open).toHaveLength(1);
});

test('the provenance names the commit, the tree state, both versions, the date and template hashes', () => {
  const { provenance } = report();
  expect(provenance.commit).toMatch(/^([0-9a-f]{40}|unknown.*)$/);
  expect([true, false, undefined]).toContain(provenance.clean);
  expect(provenance.cdkNagVersion).toMatch(/^2\.\d+\.\d+$/);
  expect(provenance.awsCdkLibVersion).toMatch(/^2\.\d+\.\d+$/);
  expect(provenance.generatedAt).toBe('2026-01-02T03:04:05.000Z');
  expect(provenance.templates).toEqual([
    { file: 'Small.template.json', sha256: expect.stringMatching(/^[0-9a-f]{64}$/) },
  ]);
});

test('the Markdown summary lists open and acknowledged findings with the provenance', () => {
  const markdown = renderMarkdown(report());
  expect(markdown).toContain('| cdk-nag | ');
  expect(markdown).toContain('sha256 of `Small.template.json`');
  expect(markdown).toContain('| AwsSolutions-S1 | Error | `Small/Open/Resource` |');
  expect(markdown).toContain(
    '| AwsSolutions-S1 | Error | `Small/Acknowledged/Resource` | Logs <b>elsewhere</b> \\| on purpose',
  );
  expect(markdown).not.toMatch(/## Unacknowledged findings\n\nNone\./);
});

test('the HTML page lists every rule with its outcome, escaped, and needs no other file', () => {
  const html = renderHtml(report());
  for (const r of rules) expect(html).toContain(`<code>${escapeHtml(r.ruleId)}</code>`);
  expect(html).toContain('Logs &lt;b&gt;elsewhere&lt;/b&gt; | on purpose');
  expect(html).not.toContain('<b>elsewhere</b>');
  expect(html).toMatch(/AwsSolutions-S1<\/code><\/td><td>Error<\/td><td class="outcome open">open/);
  expect(html).toContain('class="outcome not-applicable">not applicable');
  expect(html).toContain('2026-01-02T03:04:05.000Z');
  expect(html).not.toMatch(/<script|<link|src="http/);
});

test('both renderings list the deploy blockers by setting and state, or say there are none', () => {
  const refused = {
    setting: 'monitoring.alarmEmail',
    problem: 'Alarms <reach> nobody.',
    accepted: false,
  } as const;
  const accepted = { setting: 'website.domain', problem: 'TLS 1.0.', accepted: true } as const;
  expect(renderMarkdown(report())).toMatch(/## Deploy blockers\n\nNone\./);
  const markdown = renderMarkdown(report([refused, accepted]));
  expect(markdown).toContain(
    '| `monitoring.alarmEmail` | refused: synth stops | Alarms <reach> nobody. |',
  );
  expect(markdown).toContain('| `website.domain` | accepted for this deploy | TLS 1.0. |');
  expect(renderHtml(report())).toMatch(/<h2>Deploy blockers<\/h2>\n<p>None\.<\/p>/);
  const html = renderHtml(report([refused, accepted]));
  expect(html).toContain('<code>monitoring.alarmEmail</code>');
  expect(html).toContain('Alarms &lt;reach&gt; nobody.');
  expect(html).toContain('accepted for this deploy');
  expect(html).toContain('-c accept-deploy-blockers');
});
