/**
 * Part 5 of `npm run bench`: Lighthouse 13 (mobile profile, simulated throttling) on the production
 * build of the console, served as CloudFront serves it (bench/static-console-server.ts) and talking
 * to a local platform with the seeded data. Public pages first, with Lighthouse's storage reset;
 * then the seeded admin signs in through Playwright in the same Chromium, and the signed-in pages
 * run with the session kept (`disableStorageReset`) but the HTTP cache cleared, so every page is a
 * cold load. Bounded: each page has a timeout, the part a deadline; everything started here is
 * stopped at the end, also on failure, timeout or SIGTERM.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

import type { LaunchedChrome } from 'chrome-launcher';
import type { Result } from 'lighthouse';

import type { RunningPlatform } from '../local/platform';
import { ROOT_UNIT_ID } from '../local/seed-data';
import {
  connectChromium,
  launchChromium,
  runBounded,
  serveConsole,
  signInAdmin,
  type Stack,
  stopChromium,
  withTimeout,
} from './browser-bench';
import { CATEGORIES, failingLines, scoreLine, summarize } from './lighthouse-results';

const LIGHTHOUSE_CLI = require.resolve('lighthouse/cli/index.js');

/** The whole part, build and platform start included; run.ts kills parts after 10 minutes. */
const PART_DEADLINE_MS = 9 * 60_000;
/**
 * Runs per page; the page's figures are its median run, as Lighthouse's own `computeMedianRun`
 * picks it (closest to the median FCP and TTI). One run of a signed-in page moves by 10 points and
 * more on this kind of machine (Lighthouse's variability guide advises the median of several).
 */
const RUNS = Math.max(1, Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3));
/** Left for stopping Chromium, the servers and the platform after the deadline's last page. */
const STOP_MARGIN_MS = 20_000;
const PAGE_TIMEOUT_MS = 75_000;
/** Lighthouse's own wait for the load event and network quiet (default 45 s). */
const MAX_WAIT_FOR_LOAD_MS = 35_000;

interface PageSpec {
  path: string;
  signedIn: boolean;
}

const ALL_PAGES: readonly PageSpec[] = [
  { path: '/', signedIn: false },
  { path: '/login', signedIn: false },
  { path: '/register', signedIn: false },
  { path: '/help', signedIn: false },
  // The seeded admin's unit home (the ROOT unit), its users and the config dashboard.
  { path: `/${ROOT_UNIT_ID}/`, signedIn: true },
  { path: `/${ROOT_UNIT_ID}/orgusers`, signedIn: true },
  { path: `/${ROOT_UNIT_ID}/config-dash`, signedIn: true },
];

/** `BENCH_LIGHTHOUSE_PAGES=signed-in` (or `public`) measures only those, while working on them. */
const PAGES = ALL_PAGES.filter((page) => {
  const only = process.env.BENCH_LIGHTHOUSE_PAGES;
  return !only || (only === 'signed-in') === page.signedIn;
});

type Outcome = { result: Result; performanceScores: number[] } | { error: string };

/** Signs the seeded admin in on the login page, in the browser's default (shared) context. */
async function signIn(chrome: LaunchedChrome, origin: string, platform: RunningPlatform) {
  const { browser, context } = await connectChromium(chrome);
  try {
    await signInAdmin(context, origin, platform);
  } finally {
    await browser.close();
  }
}

/** Empties Chromium's HTTP cache and keeps local storage (the session). */
async function clearHttpCache(chrome: LaunchedChrome): Promise<void> {
  const { browser, context } = await connectChromium(chrome);
  try {
    const page = await context.newPage();
    const session = await context.newCDPSession(page);
    await session.send('Network.clearBrowserCache');
    await session.detach();
    await page.close();
  } finally {
    await browser.close();
  }
}

/**
 * One Lighthouse run, in a process of its own (Lighthouse's CLI): in this one, its trace
 * processing would hold up the local API and the static server, which share this event loop, and
 * their slowed answers would count as server time in Lighthouse's simulation.
 */
async function runLighthouse(
  url: string,
  port: number,
  signedIn: boolean,
  reportFile: string,
): Promise<Result> {
  const args = [
    LIGHTHOUSE_CLI,
    url,
    `--port=${port}`,
    '--output=json',
    `--output-path=${reportFile}`,
    '--quiet',
    `--only-categories=${CATEGORIES.join(',')}`,
    `--max-wait-for-load=${MAX_WAIT_FOR_LOAD_MS}`,
    ...(signedIn ? ['--disable-storage-reset'] : []),
    // `BENCH_LIGHTHOUSE_SAVE_ASSETS=1` keeps each page's trace next to its report.
    ...(process.env.BENCH_LIGHTHOUSE_SAVE_ASSETS ? ['--save-assets'] : []),
    ...(process.env.BENCH_LIGHTHOUSE_PROFILE
      ? ['--additional-trace-categories=disabled-by-default-v8.cpu_profiler']
      : []),
  ];
  await promisify(execFile)(process.execPath, args, { timeout: PAGE_TIMEOUT_MS });
  const lhr = JSON.parse(readFileSync(reportFile, 'utf8')) as Result;
  if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
  // A signed-in page that lost its session ends on /login: its scores would be the login page's.
  const landed = new URL(lhr.finalDisplayedUrl);
  if (landed.pathname !== new URL(url).pathname) {
    throw new Error(`${url} ended on ${landed.pathname}${landed.search}`);
  }
  return lhr;
}

function reportName(pagePath: string, run: number): string {
  const slug = pagePath.replace(/^\/|\/$/g, '').replace(/[^A-Za-z0-9-]+/g, '_');
  return `${slug || 'landing'}-run${run + 1}.json`;
}

async function measure(
  stack: Stack,
  deadline: number,
  reportDir: string,
): Promise<{ offset: number; outcomes: Map<PageSpec, Outcome> }> {
  const { platform, origin, offset } = await serveConsole(stack, 'lighthouse');

  const outcomes = new Map<PageSpec, Outcome>();
  let chrome: LaunchedChrome | undefined;
  let signedIn = false;
  for (const page of PAGES) {
    const left = deadline - STOP_MARGIN_MS - Date.now();
    if (left < 20_000) {
      outcomes.set(page, { error: 'skipped: the part deadline is near' });
      continue;
    }
    const pageStarted = performance.now();
    const results: Result[] = [];
    let failure: string | undefined;
    for (let run = 0; run < RUNS && !failure; run++) {
      if (deadline - STOP_MARGIN_MS - Date.now() < 20_000 && results.length > 0) break;
      const outcome = await measureOnce(page, run);
      if ('error' in outcome) failure = outcome.error;
      else results.push(outcome.result);
    }
    outcomes.set(
      page,
      results.length > 0
        ? {
            result: await medianRun(results),
            performanceScores: results.map((r) =>
              Math.round((r.categories.performance?.score ?? 0) * 100),
            ),
          }
        : { error: failure ?? 'not measured' },
    );
    const seconds = ((performance.now() - pageStarted) / 1000).toFixed(0);
    console.log(`  measured ${page.path} (${results.length} runs) in ${seconds} s`);
  }
  return { offset, outcomes };

  async function measureOnce(
    page: PageSpec,
    run: number,
  ): Promise<{ result: Result } | { error: string }> {
    const left = deadline - STOP_MARGIN_MS - Date.now();
    // Set when the page times out: its run may still be going and must not touch what follows.
    let abandoned = false;
    try {
      const result = await withTimeout(
        (async () => {
          if (!chrome) {
            // Extra Chromium flags for an experiment (docs/performance.md, "How to run").
            const flags = (process.env.BENCH_LIGHTHOUSE_CHROMIUM_FLAGS ?? '')
              .split(' ')
              .filter(Boolean);
            const launched = await launchChromium(stack, flags);
            if (abandoned) throw new Error('abandoned');
            chrome = launched;
          }
          if (page.signedIn) {
            if (!signedIn) {
              await signIn(chrome, origin, platform);
              signedIn = !abandoned;
            }
            await clearHttpCache(chrome);
          }
          return runLighthouse(
            `${origin}${page.path}`,
            chrome.port,
            page.signedIn,
            path.join(reportDir, reportName(page.path, run)),
          );
        })(),
        Math.min(PAGE_TIMEOUT_MS, left),
        `Lighthouse on ${page.path}`,
      );
      return { result };
    } catch (error) {
      abandoned = true;
      // A fresh Chromium for the next run: the timed-out run may still hold this one.
      if (chrome) await stopChromium(chrome);
      chrome = undefined;
      signedIn = false;
      return { error: error instanceof Error ? error.message : String(error) };
    }
  }
}

/** Lighthouse's own choice of the representative run (closest to the median FCP and TTI). */
async function medianRun(results: Result[]): Promise<Result> {
  const { computeMedianRun } = (await import('lighthouse/core/lib/median-run.js')) as {
    computeMedianRun: (runs: Result[]) => Result;
  };
  return computeMedianRun(results);
}

function printOutcomes(outcomes: Map<PageSpec, Outcome>): void {
  const width = Math.max(...PAGES.map((page) => page.path.length)) + 2;
  for (const signedIn of [false, true]) {
    console.log(signedIn ? '  Signed in (seeded admin)' : '  Public');
    for (const page of PAGES.filter((p) => p.signedIn === signedIn)) {
      const outcome = outcomes.get(page) ?? { error: 'not measured' };
      if ('error' in outcome) {
        console.log(`    ${page.path.padEnd(width)} NOT MEASURED: ${outcome.error}`);
        continue;
      }
      const summary = summarize(outcome.result, signedIn);
      console.log(`    ${page.path.padEnd(width)} ${scoreLine(summary, signedIn)}`);
      if (outcome.performanceScores.length > 1) {
        console.log(
          `      median of ${outcome.performanceScores.length} runs; performance by run: ${outcome.performanceScores.join(', ')}`,
        );
      }
      for (const line of failingLines(summary)) console.log(line);
    }
  }
}

export async function reportLighthouse(): Promise<void> {
  const reportDir = mkdtempSync(path.join(os.tmpdir(), 'lighthouse-reports-'));
  console.log('\nLighthouse 13, mobile profile (simulated throttling), production console build');
  await runBounded('Lighthouse', PART_DEADLINE_MS, async (stack, deadline) => {
    const { offset, outcomes } = await measure(stack, deadline, reportDir);
    console.log(
      [
        '',
        'Lighthouse scores. Targets: performance ≥ 90 public, ≥ 80 signed in; accessibility and',
        `best practices 100. Static server with brotli/gzip and CloudFront's headers; port offset ${offset}.`,
        "CPU index: Lighthouse's benchmark of this machine during the page (lower = busier); simulated",
        'throttling scales the CPU time it observed, so a busy machine lowers performance scores.',
      ].join('\n  '),
    );
    printOutcomes(outcomes);
    console.log(`  JSON reports: ${reportDir}`);
    const missing = PAGES.filter((page) => 'error' in (outcomes.get(page) ?? { error: '' }));
    if (missing.length > 0) {
      throw new Error(`Lighthouse could not measure ${missing.map((p) => p.path).join(', ')}`);
    }
  });
}
