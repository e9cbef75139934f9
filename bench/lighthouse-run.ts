/**
 * Lighthouse on one console's pages, served on `origin`: public pages with Lighthouse's storage
 * reset; then the seeded admin signs in through Playwright in the same Chromium, and the signed-in
 * pages run with the session kept (`disableStorageReset`) but the HTTP cache cleared, so every
 * page is a cold load. Each page's figures are its median run. Bounded: each run has a timeout,
 * and no run starts close to the part's deadline.
 */
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';

import type { LaunchedChrome } from 'chrome-launcher';
import type { Result } from 'lighthouse';
import type { BrowserContext } from 'playwright-core';

import {
  connectChromium,
  launchChromium,
  type Stack,
  stopChromium,
  withTimeout,
} from './browser-bench';
import { CATEGORIES } from './lighthouse-results';
import type { FormFactor } from './targets';

const LIGHTHOUSE_CLI = require.resolve('lighthouse/cli/index.js');

/**
 * Runs per page; the page's figures are its median run, as Lighthouse's own `computeMedianRun`
 * picks it (closest to the median FCP and TTI). One run of a signed-in page moves by 10 points and
 * more on this kind of machine (Lighthouse's variability guide advises the median of several).
 */
const RUNS = Math.max(1, Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3));
/** Left for stopping Chromium, the servers and the platform after the deadline's last page. */
const STOP_MARGIN_MS = 20_000;
/** No run starts with less time than this before the deadline (less its stop margin). */
const MIN_RUN_MS = 20_000;
const PAGE_TIMEOUT_MS = 75_000;
/** Lighthouse's own wait for the load event and network quiet (default 45 s). */
const MAX_WAIT_FOR_LOAD_MS = 35_000;

export interface PageSpec {
  path: string;
  signedIn: boolean;
}

export type Outcome = { result: Result; performanceScores: number[] } | { error: string };

export interface ConsoleRun {
  /** Names the report files: `<label>-<page>-run<n>.json`. */
  label: string;
  origin: string;
  pages: readonly PageSpec[];
  formFactor: FormFactor;
  /** Signs the seeded admin in, in the browser's default (shared) context. */
  signIn: (context: BrowserContext) => Promise<void>;
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
  page: PageSpec,
  formFactor: FormFactor,
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
    // Mobile is Lighthouse's default profile; desktop its own preset (throttling and screen).
    ...(formFactor === 'desktop' ? ['--preset=desktop'] : []),
    ...(page.signedIn ? ['--disable-storage-reset'] : []),
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

function reportName(label: string, pagePath: string, run: number): string {
  const slug = pagePath.replace(/^\/|\/$/g, '').replace(/[^A-Za-z0-9-]+/g, '_');
  return `${label}-${slug || 'landing'}-run${run + 1}.json`;
}

/** Lighthouse's own choice of the representative run (closest to the median FCP and TTI). */
async function medianRun(results: Result[]): Promise<Result> {
  const { computeMedianRun } = (await import('lighthouse/core/lib/median-run.js')) as {
    computeMedianRun: (runs: Result[]) => Result;
  };
  return computeMedianRun(results);
}

/** Each page's outcome by path. Chromium (a fresh profile) is stopped again at the end. */
export async function measurePages(
  stack: Stack,
  run: ConsoleRun,
  deadline: number,
  reportDir: string,
): Promise<Map<string, Outcome>> {
  const outcomes = new Map<string, Outcome>();
  let chrome: LaunchedChrome | undefined;
  let signedIn = false;
  const timeLeft = () => deadline - STOP_MARGIN_MS - Date.now();

  const measureOnce = async (
    page: PageSpec,
    index: number,
  ): Promise<{ result: Result } | { error: string }> => {
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
              const { browser, context } = await connectChromium(chrome);
              await run.signIn(context).finally(() => browser.close());
              signedIn = !abandoned;
            }
            await clearHttpCache(chrome);
          }
          const reportFile = path.join(reportDir, reportName(run.label, page.path, index));
          return runLighthouse(
            `${run.origin}${page.path}`,
            chrome.port,
            page,
            run.formFactor,
            reportFile,
          );
        })(),
        Math.min(PAGE_TIMEOUT_MS, timeLeft()),
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
  };

  for (const page of run.pages) {
    if (timeLeft() < MIN_RUN_MS) {
      outcomes.set(page.path, { error: 'skipped: the part deadline is near' });
      continue;
    }
    const pageStarted = performance.now();
    const results: Result[] = [];
    let failure: string | undefined;
    for (let index = 0; index < RUNS && !failure; index++) {
      if (timeLeft() < MIN_RUN_MS && results.length > 0) break;
      const outcome = await measureOnce(page, index);
      if ('error' in outcome) failure = outcome.error;
      else results.push(outcome.result);
    }
    outcomes.set(
      page.path,
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
    console.log(`  measured ${run.label} ${page.path} (${results.length} runs) in ${seconds} s`);
  }
  if (chrome) await stopChromium(chrome);
  return outcomes;
}
