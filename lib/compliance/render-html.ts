/**
 * `compliance-<env>.html`: one self-contained page (no scripts, no external files) an auditor opens
 * from cdk.out. It lists every rule of every pack with its outcome: open (each finding and its
 * resource), acknowledged (each resource with the reason), passed (the resources checked), or not
 * applicable (no resource of the kind the rule checks).
 */
import { ACCEPT_DEPLOY_BLOCKERS_CONTEXT } from '../deploy-blockers';
import { describeTree } from './provenance';
import { outcomeOf, type RuleOutcome, type RuleResults } from './recorder';
import { blockerState, countsOf, type EnvironmentReport, OUTCOMES, packsOf } from './report';

const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ENTITIES[c] ?? c);
}

const STYLE = `
body { font: 14px/1.45 system-ui, sans-serif; margin: 2rem; color: #16191f; }
table { border-collapse: collapse; margin: 0.5rem 0 1.5rem; width: 100%; }
th, td { border: 1px solid #d1d5db; padding: 0.3rem 0.5rem; text-align: left; vertical-align: top; }
th { background: #f3f4f6; }
code { font-size: 12px; word-break: break-all; }
.outcome { font-weight: 600; white-space: nowrap; }
.open { color: #b91c1c; } .acknowledged { color: #92400e; }
.passed { color: #166534; } .not-applicable { color: #6b7280; }
details summary { cursor: pointer; }
`;

function outcomeClass(outcome: RuleOutcome): string {
  return outcome.replace(' ', '-');
}

function findingsTable(headers: string[], rows: string[][]): string {
  if (rows.length === 0) return '';
  const head = headers.map((h) => `<th>${escapeHtml(h)}</th>`).join('');
  const body = rows.map((cells) => `<tr>${cells.map((c) => `<td>${c}</td>`).join('')}</tr>`);
  return `<table><tr>${head}</tr>${body.join('')}</table>`;
}

function ruleDetails(rule: RuleResults): string {
  const code = (text: string) => `<code>${escapeHtml(text)}</code>`;
  const parts = [
    findingsTable(
      ['Open finding: resource', 'Finding'],
      rule.open.map((f) => [code(f.resource), escapeHtml(f.finding)]),
    ),
    findingsTable(
      ['Acknowledged: resource', 'Finding', 'Reason'],
      rule.acknowledged.map((f) => [code(f.resource), escapeHtml(f.finding), escapeHtml(f.reason)]),
    ),
  ];
  if (rule.passed.length > 0) {
    parts.push(
      `<details><summary>Passed on ${rule.passed.length} resource(s)</summary><ul>${rule.passed
        .map((resource) => `<li>${code(resource)}</li>`)
        .join('')}</ul></details>`,
    );
  }
  return parts.join('');
}

function ruleRow(rule: RuleResults): string {
  const outcome = outcomeOf(rule);
  return [
    '<tr>',
    `<td><code>${escapeHtml(rule.ruleId)}</code></td>`,
    `<td>${escapeHtml(rule.level)}</td>`,
    `<td class="outcome ${outcomeClass(outcome)}">${escapeHtml(outcome)}</td>`,
    `<td>${escapeHtml(rule.info)}${ruleDetails(rule)}</td>`,
    '</tr>',
  ].join('');
}

export function renderHtml(report: EnvironmentReport): string {
  const { provenance: p, rules } = report;
  const title = `Compliance report: ${report.environment} (${report.stackNames.join(', ')})`;
  const provenanceRows: [string, string][] = [
    ['Commit', `<code>${escapeHtml(p.commit)}</code> (${escapeHtml(describeTree(p.clean))})`],
    ['cdk-nag', escapeHtml(p.cdkNagVersion)],
    ['aws-cdk-lib', escapeHtml(p.awsCdkLibVersion)],
    ['Generated', escapeHtml(p.generatedAt)],
    ...p.templates.map((t): [string, string] => [
      `sha256 of <code>${escapeHtml(t.file)}</code>`,
      `<code>${escapeHtml(t.sha256)}</code>`,
    ]),
    [
      'Machine-readable reports',
      report.nagReportFiles.map((f) => `<code>${escapeHtml(f)}</code>`).join(', '),
    ],
  ];
  const counts = countsOf(rules);
  const sections = packsOf(rules).map((pack) => {
    const ofPack = rules
      .filter((rule) => rule.pack === pack)
      .sort(
        (a, b) =>
          OUTCOMES.indexOf(outcomeOf(a)) - OUTCOMES.indexOf(outcomeOf(b)) ||
          a.ruleId.localeCompare(b.ruleId),
      );
    return [
      `<h2 id="${escapeHtml(pack)}">${escapeHtml(pack)} (${ofPack.length} rules)</h2>`,
      '<table><tr><th>Rule</th><th>Level</th><th>Outcome</th><th>What it checks, and where</th></tr>',
      ...ofPack.map(ruleRow),
      '</table>',
    ].join('\n');
  });
  return [
    '<!doctype html>',
    '<html lang="en"><head><meta charset="utf-8">',
    `<title>${escapeHtml(title)}</title>`,
    `<style>${STYLE}</style></head><body>`,
    `<h1>${escapeHtml(title)}</h1>`,
    '<p>Every rule of the cdk-nag packs, as applied to this environment at synth. Findings are ',
    'acknowledged next to their resources in <code>lib/</code>; the reason shown is the one given there.</p>',
    '<h2>Provenance</h2>',
    findingsTable(['', ''], provenanceRows).replace('<tr><th></th><th></th></tr>', ''),
    '<h2>Deploy blockers</h2>',
    report.deployBlockers.length === 0
      ? '<p>None.</p>'
      : `<p>A blocker stops the synth until its setting is filled, unless <code>-c ${ACCEPT_DEPLOY_BLOCKERS_CONTEXT}</code> names it.</p>` +
        findingsTable(
          ['Setting', 'State', 'Why it blocks the deploy'],
          report.deployBlockers.map((b) => [
            `<code>${escapeHtml(b.setting)}</code>`,
            escapeHtml(blockerState(b)),
            escapeHtml(b.problem),
          ]),
        ),
    '<h2>Rules by outcome</h2>',
    findingsTable(
      ['Pack', ...OUTCOMES.map((o) => o[0]?.toUpperCase() + o.slice(1))],
      counts.map((c) => [
        `<a href="#${escapeHtml(c.pack)}">${escapeHtml(c.pack)}</a>`,
        ...OUTCOMES.map((o) => String(c.rules[o])),
      ]),
    ),
    ...sections,
    '</body></html>',
    '',
  ].join('\n');
}
