/**
 * Our pages and the reference console's side by side, one form factor: each of our pages next to
 * its counterpart (`/login` to `/login`, a signed-in page to the reference's table page, the base
 * of the relative targets), then the reference pages no page of ours faces.
 */
import type { Outcome, PageSpec } from './lighthouse-run';
import { pageScores } from './lighthouse-results';
import { type FormFactor, REFERENCE_TABLE, type Scores } from './targets';

export interface MeasuredConsole {
  pages: readonly PageSpec[];
  outcomes: ReadonlyMap<string, Outcome>;
}

const NONE = '–';
const COLUMNS: readonly { label: string; value: (scores: Scores) => string | undefined }[] = [
  { label: 'perf', value: (s) => s.performance?.toString() },
  { label: 'a11y', value: (s) => s.accessibility?.toString() },
  { label: 'b.pr.', value: (s) => s.bestPractices?.toString() },
  {
    label: 'LCP',
    value: (s) => (s.lcpMs === undefined ? undefined : `${(s.lcpMs / 1000).toFixed(2)} s`),
  },
];
const CELL = 7;

function counterpart(page: PageSpec): string | undefined {
  if (page.signedIn) return REFERENCE_TABLE;
  return page.path === '/login' ? '/login' : undefined;
}

/** The scores of a measured page; undefined for a page not measured. */
export function scoresOf(measured: MeasuredConsole, pagePath: string): Scores | undefined {
  const outcome = measured.outcomes.get(pagePath);
  return outcome && 'result' in outcome ? pageScores(outcome.result) : undefined;
}

function cells(measured: MeasuredConsole, pagePath: string | undefined): (string | undefined)[] {
  if (pagePath === undefined) return COLUMNS.map(() => NONE);
  const scores = scoresOf(measured, pagePath);
  return COLUMNS.map((column) => (scores ? column.value(scores) : 'n/m'));
}

export function sideBySideLines(
  formFactor: FormFactor,
  ours: MeasuredConsole,
  reference: MeasuredConsole,
): string[] {
  const faced = new Set(ours.pages.map(counterpart));
  const rows: [string | undefined, string | undefined][] = [
    ...ours.pages.map((page): [string, string | undefined] => [page.path, counterpart(page)]),
    ...reference.pages
      .filter((page) => !faced.has(page.path))
      .map((page): [undefined, string] => [undefined, page.path]),
  ];
  const width = Math.max(...rows.map(([path]) => (path ?? NONE).length), 'ours'.length) + 2;
  const refWidth = Math.max(...rows.map(([, path]) => (path ?? NONE).length), 'reference'.length);
  const head = (text: string) => text.padStart(CELL);
  const lines = [
    `  Ours vs the reference console, ${formFactor} (median runs; n/m: not measured)`,
    `    ${'ours'.padEnd(width)}${'reference'.padEnd(refWidth)}` +
      COLUMNS.map((column) => `${head(column.label)}${head('ref')}`).join(' '),
  ];
  for (const [oursPath, refPath] of rows) {
    const mine = cells(ours, oursPath);
    const theirs = cells(reference, refPath);
    const values = COLUMNS.map(
      (_column, index) => `${head(mine[index] ?? 'n/a')}${head(theirs[index] ?? 'n/a')}`,
    );
    lines.push(
      `    ${(oursPath ?? NONE).padEnd(width)}${(refPath ?? NONE).padEnd(refWidth)}${values.join(' ')}`,
    );
  }
  return lines;
}
