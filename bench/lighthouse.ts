/**
 * Parts `lighthouse` (mobile) and `lighthouse-desktop` of `npm run bench`: Lighthouse 13 (simulated
 * throttling; Lighthouse's default mobile profile, or its desktop preset) on the production builds
 * of our console and of the reference console (`bench/reference/`), with the same settings, each
 * served in turn on the console's origin as CloudFront serves it (local/static-console-server.ts)
 * and talking to one local platform with the seeded data (lighthouse-run.ts has how pages are
 * measured). Then both side by side and the targets this form factor decides. Bounded: the part
 * has a deadline; everything started here is stopped at the end, also on failure, timeout or
 * SIGTERM.
 */
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import type { BrowserContext } from 'playwright-core';

import { ROOT_UNIT_ID } from '../local/seed-data';
import {
  type BenchBuild,
  consoleBuild,
  runBounded,
  type ServedConsole,
  serveBuild,
  signInAdmin,
  type Stack,
  startPlatformWithBuilds,
  tempDir,
} from './browser-bench';
import { failingLines, scoreLine, summarize, targetsFor } from './lighthouse-results';
import { measurePages, type Outcome, type PageSpec } from './lighthouse-run';
import { type MeasuredConsole, scoresOf, sideBySideLines } from './lighthouse-table';
import { buildReference, REFERENCE_PAGES, signInReference } from './reference-console';
import { reportVerdicts } from './target-log';
import { type FormFactor, lighthouseVerdicts, REFERENCE_TABLE } from './targets';

/**
 * The whole part, builds and platform start included: ten pages of three runs at about 20 s each.
 * run.ts kills the part a minute after this (`LIGHTHOUSE_PART_TIMEOUT_MS`).
 */
const PART_DEADLINE_MS = 14 * 60_000;

const OUR_PAGES: readonly PageSpec[] = [
  { path: '/', signedIn: false },
  { path: '/login', signedIn: false },
  { path: '/register', signedIn: false },
  { path: '/help', signedIn: false },
  // The seeded admin's unit home (the ROOT unit), its users and the config dashboard.
  { path: `/${ROOT_UNIT_ID}/`, signedIn: true },
  { path: `/${ROOT_UNIT_ID}/orgusers`, signedIn: true },
  { path: `/${ROOT_UNIT_ID}/config-dash`, signedIn: true },
];

type ConsoleName = 'ours' | 'reference';

interface BenchConsole {
  name: ConsoleName;
  pages: readonly PageSpec[];
  build: (stack: Stack) => BenchBuild;
  signIn: (context: BrowserContext, served: ServedConsole) => Promise<void>;
}

const CONSOLES: readonly BenchConsole[] = [
  {
    name: 'ours',
    pages: OUR_PAGES,
    build: (stack) => consoleBuild(stack, 'lighthouse'),
    signIn: (context, { origin, platform }) => signInAdmin(context, origin, platform),
  },
  {
    name: 'reference',
    pages: REFERENCE_PAGES,
    build: (stack) => {
      const dir = tempDir(stack, 'lighthouse-reference-', 'the reference build');
      return { dir, build: () => buildReference(dir) };
    },
    signIn: (context, { origin, platform }) => signInReference(context, origin, platform),
  },
];

/** `BENCH_LIGHTHOUSE_PAGES=signed-in` (or `public`) measures only those, while working on them. */
function selectedPages(pages: readonly PageSpec[]): PageSpec[] {
  const only = process.env.BENCH_LIGHTHOUSE_PAGES;
  return pages.filter((page) => !only || (only === 'signed-in') === page.signedIn);
}

/** `BENCH_LIGHTHOUSE_CONSOLES=ours` (or `reference`) measures only that console. */
function selectedConsoles(): BenchConsole[] {
  const only = process.env.BENCH_LIGHTHOUSE_CONSOLES;
  return CONSOLES.filter((bench) => !only || only === bench.name);
}

function printOutcomes(
  title: string,
  measured: MeasuredConsole,
  formFactor: FormFactor,
  /** Our pages: each score against its target, and the audits that pulled it below. */
  withTargets: boolean,
): void {
  console.log(`  ${title}`);
  const width = Math.max(...measured.pages.map((page) => page.path.length)) + 2;
  for (const page of measured.pages) {
    const outcome: Outcome = measured.outcomes.get(page.path) ?? { error: 'not measured' };
    const label = `${page.signedIn ? 'signed in' : 'public   '} ${page.path.padEnd(width)}`;
    if ('error' in outcome) {
      console.log(`    ${label} NOT MEASURED: ${outcome.error}`);
      continue;
    }
    const targets = targetsFor(page.signedIn, formFactor);
    const summary = summarize(outcome.result, targets);
    console.log(`    ${label} ${scoreLine(summary, withTargets ? targets : undefined)}`);
    if (outcome.performanceScores.length > 1) {
      console.log(
        `      median of ${outcome.performanceScores.length} runs; performance by run: ${outcome.performanceScores.join(', ')}`,
      );
    }
    if (withTargets) for (const line of failingLines(summary)) console.log(line);
  }
}

async function measureConsoles(
  stack: Stack,
  deadline: number,
  formFactor: FormFactor,
  reportDir: string,
): Promise<{ offset: number; measured: Map<ConsoleName, MeasuredConsole> }> {
  const consoles = selectedConsoles().map((bench) => ({ bench, build: bench.build(stack) }));
  const served = await startPlatformWithBuilds(
    stack,
    'lighthouse',
    consoles.map(({ build }) => build),
  );
  const measured = new Map<ConsoleName, MeasuredConsole>();
  for (const { bench, build } of consoles) {
    // Each console in turn on the one origin the platform allows, with a Chromium of its own.
    const close = await serveBuild(stack, served, build.dir);
    const pages = selectedPages(bench.pages);
    const outcomes = await measurePages(
      stack,
      {
        label: `${bench.name}-${formFactor}`,
        origin: served.origin,
        pages,
        formFactor,
        signIn: (context) => bench.signIn(context, served),
      },
      deadline,
      reportDir,
    );
    await close();
    measured.set(bench.name, { pages, outcomes });
  }
  return { offset: served.offset, measured };
}

export async function reportLighthouse(formFactor: FormFactor): Promise<void> {
  const reportDir = mkdtempSync(path.join(os.tmpdir(), `lighthouse-reports-${formFactor}-`));
  const profile = formFactor === 'mobile' ? 'mobile profile' : 'desktop preset';
  console.log(
    `\nLighthouse 13, ${profile} (simulated throttling), production builds of ours and the reference`,
  );
  await runBounded(`Lighthouse ${formFactor}`, PART_DEADLINE_MS, async (stack, deadline) => {
    const { offset, measured } = await measureConsoles(stack, deadline, formFactor, reportDir);
    console.log(
      [
        '',
        `Lighthouse scores, ${formFactor}. Static server with brotli/gzip and CloudFront's headers; port offset ${offset}.`,
        "CPU index: Lighthouse's benchmark of this machine during the page (lower = busier); simulated",
        'throttling scales the CPU time it observed, so a busy machine lowers performance scores.',
      ].join('\n  '),
    );
    const ours = measured.get('ours');
    const reference = measured.get('reference');
    if (ours) printOutcomes('Ours', ours, formFactor, true);
    if (reference) printOutcomes('Reference console', reference, formFactor, false);
    if (ours && reference) {
      for (const line of sideBySideLines(formFactor, ours, reference)) console.log(line);
    }
    if (ours) {
      const verdicts = lighthouseVerdicts({
        formFactor,
        ours: ours.pages.map((page) => ({ ...page, scores: scoresOf(ours, page.path) ?? {} })),
        referenceTable: (reference && scoresOf(reference, REFERENCE_TABLE)) ?? {},
      });
      reportVerdicts(`Targets (${formFactor})`, verdicts);
    }
    console.log(`  JSON reports: ${reportDir}`);
    const missing = [...measured].flatMap(([name, { pages, outcomes }]) =>
      pages
        .filter((page) => 'error' in (outcomes.get(page.path) ?? { error: '' }))
        .map((page) => `${name} ${page.path}`),
    );
    if (missing.length > 0) {
      throw new Error(`Lighthouse could not measure ${missing.join(', ')}`);
    }
  });
}
