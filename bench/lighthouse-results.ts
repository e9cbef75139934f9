/**
 * What the Lighthouse part prints of one report: the three category scores against their targets,
 * the Core Web Vitals, and for every score below its target the audits that pulled it down.
 */
import type { Result } from 'lighthouse';

import { type FormFactor, type Scores, TARGETS } from './targets';

export const CATEGORIES = ['performance', 'accessibility', 'best-practices'] as const;
export type Category = (typeof CATEGORIES)[number];

const CATEGORY_LABELS: Readonly<Record<Category, string>> = {
  performance: 'perf',
  accessibility: 'a11y',
  'best-practices': 'best practices',
};

export type Targets = Readonly<Record<Category, number>>;

/** Issue 12 §1's target for signed-in pages on mobile; now relative to the reference console. */
const SIGNED_IN_MOBILE_PERFORMANCE = 80;

/**
 * The scores below which a page's failing audits are listed, in Lighthouse's 0–100 scale: as
 * bench/targets.ts has them, but for the relative one, for which issue 12's stands in.
 */
export function targetsFor(signedIn: boolean, formFactor: FormFactor): Targets {
  const performance =
    formFactor === 'desktop'
      ? TARGETS.desktopPerformance
      : signedIn
        ? SIGNED_IN_MOBILE_PERFORMANCE
        : TARGETS.mobilePublicPerformance;
  return {
    performance,
    accessibility: TARGETS.accessibility,
    'best-practices': TARGETS.bestPractices,
  };
}

const METRICS = [
  { id: 'largest-contentful-paint', label: 'LCP', unit: 'ms' },
  { id: 'total-blocking-time', label: 'TBT', unit: 'ms' },
  { id: 'cumulative-layout-shift', label: 'CLS', unit: '' },
  { id: 'first-contentful-paint', label: 'FCP', unit: 'ms' },
] as const;

/** Performance audits at or above this score are not listed (Lighthouse's "passed" mark). */
const PERFORMANCE_PASS = 0.9;
/** Audit details worth printing next to a failing audit's id, at most this many. */
const DETAIL_ITEMS = 3;
const DETAIL_CHARS = 160;

export interface FailingAudit {
  category: Category;
  id: string;
  title: string;
  score: number;
  /** The audit's display value (savings, counts), when it has one. */
  displayValue?: string;
  /** A few items of the audit's details: nodes, console messages, URLs. */
  items: string[];
}

export interface PageSummary {
  scores: Record<Category, number | undefined>;
  metrics: { label: string; value: string }[];
  /** Lighthouse's CPU benchmark of the host during the run: lower means busier or slower. */
  benchmarkIndex: number;
  failing: FailingAudit[];
}

function score(result: Result, category: Category): number | undefined {
  const value = result.categories[category]?.score;
  return typeof value === 'number' ? Math.round(value * 100) : undefined;
}

function formatMetric(value: number | undefined, unit: string): string {
  if (value === undefined) return 'n/a';
  if (unit === 'ms')
    return value >= 1000 ? `${(value / 1000).toFixed(1)} s` : `${value.toFixed(0)} ms`;
  return value.toFixed(3);
}

function clip(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > DETAIL_CHARS ? `${flat.slice(0, DETAIL_CHARS - 1)}…` : flat;
}

/** A short line per detail item: a node's selector and snippet, a message, or a URL. */
function detailItems(audit: Result['audits'][string]): string[] {
  const details = audit.details as { type?: string; items?: unknown[] } | undefined;
  // Tables list nodes, messages or URLs; lists (dependency trees, breakdowns) do not fit a line.
  if (details?.type !== 'table' && details?.type !== 'opportunity') return [];
  if (!Array.isArray(details.items)) return [];
  const lines: string[] = [];
  for (const raw of details.items.slice(0, DETAIL_ITEMS)) {
    const item = raw as Record<string, unknown>;
    const node = item.node as
      { selector?: string; snippet?: string; explanation?: string } | undefined;
    const parts = node
      ? [node.selector, node.snippet, node.explanation]
      : [item.description, item.source, item.url, item.directive, item.label];
    const text = parts.filter((part) => typeof part === 'string' && part !== '').join(' | ');
    if (text) lines.push(clip(text));
  }
  return lines;
}

/** The scored audits of a category below passing (performance: below 0.9, others: below 1). */
function failingAudits(result: Result, category: Category): FailingAudit[] {
  const pass = category === 'performance' ? PERFORMANCE_PASS : 1;
  const failing: FailingAudit[] = [];
  for (const ref of result.categories[category]?.auditRefs ?? []) {
    const audit = result.audits[ref.id];
    if (!audit || audit.score === null || audit.score >= pass) continue;
    if (audit.scoreDisplayMode === 'informative' || audit.scoreDisplayMode === 'manual') continue;
    // Metrics Lighthouse no longer scores (Time to Interactive, Max Potential FID).
    if (ref.group === 'hidden') continue;
    // Accessibility and best practices count only weighted audits; performance also names the
    // insights (weight 0) that say where the time goes.
    if (category !== 'performance' && ref.weight === 0) continue;
    failing.push({
      category,
      id: audit.id,
      title: audit.title,
      score: audit.score,
      ...(audit.displayValue ? { displayValue: audit.displayValue } : {}),
      items: detailItems(audit),
    });
  }
  return failing;
}

/** The figures bench/targets.ts judges. */
export function pageScores(result: Result): Scores {
  return {
    performance: score(result, 'performance'),
    accessibility: score(result, 'accessibility'),
    bestPractices: score(result, 'best-practices'),
    lcpMs: result.audits['largest-contentful-paint']?.numericValue,
  };
}

export function summarize(result: Result, targets: Targets): PageSummary {
  const scores = Object.fromEntries(CATEGORIES.map((c) => [c, score(result, c)])) as Record<
    Category,
    number | undefined
  >;
  return {
    scores,
    metrics: METRICS.map(({ id, label, unit }) => ({
      label,
      value: formatMetric(result.audits[id]?.numericValue, unit),
    })),
    benchmarkIndex: result.environment.benchmarkIndex,
    failing: CATEGORIES.filter((c) => (scores[c] ?? 0) < targets[c]).flatMap((c) =>
      failingAudits(result, c),
    ),
  };
}

/** `perf 93 (≥ 90 within)` and so on (without targets: `perf 93`), then the metrics, on one line. */
export function scoreLine(summary: PageSummary, targets?: Targets): string {
  const scores = CATEGORIES.map((c) => {
    const value = summary.scores[c];
    const line = `${CATEGORY_LABELS[c]} ${String(value ?? 'n/a').padStart(3)}`;
    if (!targets) return line;
    const verdict = value !== undefined && value >= targets[c] ? 'within' : 'BELOW';
    return `${line} (≥ ${targets[c]} ${verdict})`;
  });
  const metrics = summary.metrics.map(({ label, value }) => `${label} ${value}`);
  return [...scores, ...metrics, `(CPU index ${summary.benchmarkIndex.toFixed(0)})`].join('  ');
}

export function failingLines(summary: PageSummary): string[] {
  return summary.failing.flatMap((audit) => [
    `      ${CATEGORY_LABELS[audit.category]}: ${audit.id} (score ${audit.score.toFixed(2)}) ` +
      `${audit.title}${audit.displayValue ? ` [${audit.displayValue}]` : ''}`,
    ...audit.items.map((item) => `          ${item}`),
  ]);
}
