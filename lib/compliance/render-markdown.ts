/** The auditors' readable summary `compliance-<env>.md`: provenance, counts, every finding. */
import { ACCEPT_DEPLOY_BLOCKERS_CONTEXT } from '../deploy-blockers';
import { describeTree } from './provenance';
import { blockerState, countsOf, type EnvironmentReport, openFindingsOf, packsOf } from './report';

const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\s+/g, ' ').trim();
const row = (cells: string[]) => `| ${cells.join(' | ')} |`;

export function renderMarkdown(report: EnvironmentReport): string {
  const { provenance: p, rules } = report;
  const open = openFindingsOf(rules);
  const out = [
    `# Compliance summary: ${report.environment} (${report.stackNames.join(', ')})`,
    '',
    'Generated at synth from the results of the cdk-nag packs. Acknowledged findings are declared',
    'next to their resources in `lib/` with the reason shown here. Every rule of every pack, with',
    `its resources, is in \`compliance-${report.environment}.html\` next to this file.`,
    '',
    '## Provenance',
    '',
    '| | |',
    '|---|---|',
    row(['Commit', `\`${p.commit}\` (${describeTree(p.clean)})`]),
    row(['cdk-nag', p.cdkNagVersion]),
    row(['aws-cdk-lib', p.awsCdkLibVersion]),
    row(['Generated', p.generatedAt]),
    ...p.templates.map((t) => row([`sha256 of \`${t.file}\``, `\`${t.sha256}\``])),
    row(['Machine-readable reports', report.nagReportFiles.map((f) => `\`${f}\``).join(', ')]),
    '',
    '## Deploy blockers',
    '',
    ...(report.deployBlockers.length === 0
      ? ['None.']
      : [
          `A blocker stops the synth until its setting is filled, unless \`-c ${ACCEPT_DEPLOY_BLOCKERS_CONTEXT}\` names it.`,
          '',
          '| Setting | State | Why it blocks the deploy |',
          '|---|---|---|',
          ...report.deployBlockers.map((b) =>
            row([`\`${b.setting}\``, blockerState(b), cell(b.problem)]),
          ),
        ]),
    '',
    '## Rules by outcome',
    '',
    '| Pack | Open | Acknowledged | Passed | Not applicable | Acknowledged findings | Passing checks |',
    '|---|---|---|---|---|---|---|',
    ...countsOf(rules).map((c) =>
      row([
        c.pack,
        String(c.rules.open),
        String(c.rules.acknowledged),
        String(c.rules.passed),
        String(c.rules['not applicable']),
        String(c.acknowledgedFindings),
        String(c.passingChecks),
      ]),
    ),
    '',
    '## Unacknowledged findings',
    '',
    ...(open.length === 0
      ? ['None.']
      : [
          '| Rule | Level | Resource | Finding | Rule info |',
          '|---|---|---|---|---|',
          ...open.map((f) =>
            row([
              cell(f.rule.ruleId),
              cell(f.rule.level),
              `\`${cell(f.resource)}\``,
              cell(f.finding),
              cell(f.rule.info),
            ]),
          ),
        ]),
  ];
  for (const pack of packsOf(rules)) {
    const acknowledged = rules
      .filter((rule) => rule.pack === pack)
      .flatMap((rule) => rule.acknowledged.map((finding) => ({ rule, ...finding })));
    out.push('', `## Acknowledged findings: ${pack}`, '');
    if (acknowledged.length === 0) {
      out.push('None.');
      continue;
    }
    out.push('| Rule | Level | Resource | Reason |', '|---|---|---|---|');
    for (const a of acknowledged) {
      out.push(
        row([cell(a.rule.ruleId), cell(a.rule.level), `\`${cell(a.resource)}\``, cell(a.reason)]),
      );
    }
  }
  return `${out.join('\n')}\n`;
}
