/**
 * The console's targets, some of them relative to the reference console (`bench/reference/`): the
 * figures of one `npm run bench` in, one verdict per target out. Pure, for the unit test.
 */
import { kB } from './stats';

export type FormFactor = 'mobile' | 'desktop';
export type Status = 'met' | 'UNMET' | 'not measured';

export interface Verdict {
  target: string;
  status: Status;
  figures: string;
}

export const TARGETS = {
  signInJsBytes: 210_000,
  signedInJsBytes: 400_000,
  cssBytes: 105_000,
  desktopPerformance: 95,
  mobilePublicPerformance: 90,
  /** Points our signed-in pages' mobile performance must lead the reference's table page by. */
  signedInLeadOverReference: 15,
  /** Our signed-in pages' mobile LCP at most this share of the reference's table page's. */
  signedInLcpRatio: 0.7,
  accessibility: 100,
  bestPractices: 100,
} as const;

/** Our console's first-load gzip bytes. */
export interface WeightFigures {
  signInJs: number;
  signedInJs: readonly { route: string; bytes: number }[];
  /** The largest first-load CSS of any route. */
  css: number;
}

/** Lighthouse's 0–100 scores and LCP in ms; a missing one was not measured. */
export interface Scores {
  performance?: number;
  accessibility?: number;
  bestPractices?: number;
  lcpMs?: number;
}

export interface PageFigures {
  path: string;
  signedIn: boolean;
  scores: Scores;
}

export interface LighthouseFigures {
  formFactor: FormFactor;
  ours: readonly PageFigures[];
  /** The reference console's signed-in table page, the base of the relative targets. */
  referenceTable: Scores;
}

export const REFERENCE_TABLE = '/table';

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

function status(met: boolean): Status {
  return met ? 'met' : 'UNMET';
}

export function weightVerdicts(figures: WeightFigures): Verdict[] {
  const heaviest = figures.signedInJs.reduce<{ route: string; bytes: number } | undefined>(
    (max, route) => (max && max.bytes >= route.bytes ? max : route),
    undefined,
  );
  const over = figures.signedInJs.filter((route) => route.bytes > TARGETS.signedInJsBytes);
  return [
    {
      target: `first-load JS of /login ≤ ${kB(TARGETS.signInJsBytes)}`,
      status: status(figures.signInJs <= TARGETS.signInJsBytes),
      figures: kB(figures.signInJs),
    },
    {
      target: `first-load JS of every signed-in route ≤ ${kB(TARGETS.signedInJsBytes)}`,
      status: heaviest ? status(over.length === 0) : 'not measured',
      figures: heaviest
        ? [
            `heaviest ${heaviest.route} ${kB(heaviest.bytes)} of ${figures.signedInJs.length} routes`,
            ...(over.length > 1 ? [`${over.length} over`] : []),
          ].join(', ')
        : 'no signed-in route',
    },
    {
      target: `first-load CSS ≤ ${kB(TARGETS.cssBytes)}`,
      status: status(figures.css <= TARGETS.cssBytes),
      figures: `${kB(figures.css)} (largest of any route)`,
    },
  ];
}

/**
 * Every page's figure against `passes`: met when all pass, not measured when one is missing.
 * The figures name each page's value.
 */
function everyPage(
  target: string,
  pages: readonly PageFigures[],
  value: (scores: Scores) => number | undefined,
  passes: (value: number) => boolean,
  format: (value: number) => string = String,
  base = '',
): Verdict {
  const values = pages.map((page) => ({ path: page.path, value: value(page.scores) }));
  const listed = values
    .map(({ path, value }) => `${path} ${value === undefined ? 'n/a' : format(value)}`)
    .join(', ');
  const figures = base ? `${base}; ours: ${listed}` : listed;
  if (pages.length === 0 || values.some(({ value }) => value === undefined)) {
    return { target, status: 'not measured', figures: figures || 'no page' };
  }
  return { target, status: status(values.every(({ value }) => passes(value!))), figures };
}

function relativeVerdicts(figures: LighthouseFigures, signedIn: PageFigures[]): Verdict[] {
  const reference = figures.referenceTable;
  const lead = TARGETS.signedInLeadOverReference;
  const ratio = TARGETS.signedInLcpRatio;
  const performanceTarget = `mobile performance of signed-in pages ≥ reference ${REFERENCE_TABLE} + ${lead}`;
  const lcpTarget = `mobile LCP of signed-in pages ≤ ${ratio} × reference ${REFERENCE_TABLE}`;
  const verdicts: Verdict[] = [];
  if (reference.performance === undefined) {
    verdicts.push({ target: performanceTarget, status: 'not measured', figures: 'no reference' });
  } else {
    const needed = reference.performance + lead;
    verdicts.push(
      everyPage(
        performanceTarget,
        signedIn,
        (scores) => scores.performance,
        (value) => value >= needed,
        String,
        `reference ${reference.performance}, so ≥ ${needed}`,
      ),
    );
  }
  if (reference.lcpMs === undefined) {
    verdicts.push({ target: lcpTarget, status: 'not measured', figures: 'no reference' });
  } else {
    const limit = reference.lcpMs * ratio;
    verdicts.push(
      everyPage(
        lcpTarget,
        signedIn,
        (scores) => scores.lcpMs,
        (value) => value <= limit,
        seconds,
        `reference ${seconds(reference.lcpMs)}, so ≤ ${seconds(limit)}`,
      ),
    );
  }
  return verdicts;
}

/** The targets one form factor's Lighthouse runs decide. */
export function lighthouseVerdicts(figures: LighthouseFigures): Verdict[] {
  const { formFactor, ours } = figures;
  const signedIn = ours.filter((page) => page.signedIn);
  const performance =
    formFactor === 'desktop'
      ? [
          everyPage(
            `desktop performance ≥ ${TARGETS.desktopPerformance} on every measured page`,
            ours,
            (scores) => scores.performance,
            (value) => value >= TARGETS.desktopPerformance,
          ),
        ]
      : [
          everyPage(
            `mobile performance ≥ ${TARGETS.mobilePublicPerformance} on public pages`,
            ours.filter((page) => !page.signedIn),
            (scores) => scores.performance,
            (value) => value >= TARGETS.mobilePublicPerformance,
          ),
          ...relativeVerdicts(figures, signedIn),
        ];
  return [
    ...performance,
    everyPage(
      `${formFactor} accessibility ${TARGETS.accessibility} on every measured page`,
      ours,
      (scores) => scores.accessibility,
      (value) => value >= TARGETS.accessibility,
    ),
    everyPage(
      `${formFactor} best practices ${TARGETS.bestPractices} on every measured page`,
      ours,
      (scores) => scores.bestPractices,
      (value) => value >= TARGETS.bestPractices,
    ),
  ];
}

/** `  met           first-load CSS ≤ 105.0 kB: 104.0 kB (largest of any route)` */
export function verdictLine(verdict: Verdict): string {
  return `${verdict.status.padEnd(12)} ${verdict.target}: ${verdict.figures}`;
}
