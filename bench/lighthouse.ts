/**
 * Part 5 of `npm run bench`: Lighthouse 13 (mobile profile, simulated throttling) on the production
 * build of the console, served as CloudFront serves it (bench/static-console-server.ts) and talking
 * to a local platform with the seeded data. Public pages first, with Lighthouse's storage reset;
 * then the seeded admin signs in through Playwright in the same Chromium, and the signed-in pages
 * run with the session kept (`disableStorageReset`) but the HTTP cache cleared, so every page is a
 * cold load. Bounded: each page has a timeout, the part a deadline; everything started here is
 * stopped at the end, also on failure, timeout or SIGTERM.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import type { LaunchedChrome } from 'chrome-launcher';
import type { Flags, Result } from 'lighthouse';

import { accountStrings } from '../frontend/src/strings/account';
import type { ConsoleConfig } from '../lambdas/domain/console-config';
import { localConsoleConfig, type RunningPlatform, startPlatform } from '../local/platform';
import { ROOT_UNIT_ID } from '../local/seed-data';
import { loadLocalSettings, type LocalSettings } from '../local/settings';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../scripts/chromium';
import { freePortOffset } from './free-offset';
import { failingLines, scoreLine, summarize } from './lighthouse-results';
import { selfSignedLocalhostCert } from './self-signed-cert';
import { startStaticConsole } from './static-console-server';

const ROOT = path.resolve(__dirname, '..');

/** The whole part, build and platform start included; run.ts kills parts after 10 minutes. */
const PART_DEADLINE_MS = 6 * 60_000;
/** Left for stopping Chromium, the servers and the platform after the deadline's last page. */
const STOP_MARGIN_MS = 20_000;
const PAGE_TIMEOUT_MS = 75_000;
const SIGN_IN_TIMEOUT_MS = 60_000;
/** Lighthouse's own wait for the load event and network quiet (default 45 s). */
const MAX_WAIT_FOR_LOAD_MS = 35_000;

interface PageSpec {
  path: string;
  signedIn: boolean;
}

const PAGES: readonly PageSpec[] = [
  { path: '/', signedIn: false },
  { path: '/login', signedIn: false },
  { path: '/register', signedIn: false },
  { path: '/help', signedIn: false },
  // The seeded admin's unit home (the ROOT unit), its users and the config dashboard.
  { path: `/${ROOT_UNIT_ID}/`, signedIn: true },
  { path: `/${ROOT_UNIT_ID}/orgusers`, signedIn: true },
  { path: `/${ROOT_UNIT_ID}/config-dash`, signedIn: true },
];

type Outcome = { result: Result } | { error: string };

/** Cleanups run newest first, each once, whether the part ends well, fails or is cut short. */
class Stack {
  private readonly steps: { label: string; run: () => Promise<void> | void }[] = [];

  push(label: string, run: () => Promise<void> | void): void {
    this.steps.push({ label, run });
  }

  async unwind(): Promise<void> {
    for (let step = this.steps.pop(); step; step = this.steps.pop()) {
      try {
        await step.run();
      } catch (error) {
        console.error(`  stopping ${step.label} failed: ${String(error)}`);
      }
    }
  }
}

function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} timed out after ${ms / 1000} s`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

async function buildConsole(outDir: string): Promise<void> {
  const { build } = await import('vite');
  await build({
    configFile: path.join(ROOT, 'frontend/vite.config.mts'),
    // The console part prints the build's warnings already.
    logLevel: 'error',
    build: { outDir, emptyOutDir: true },
  });
}

/** The runtime config local/platform.ts gives the dev server, for this build. */
function consoleConfig(platform: RunningPlatform, settings: LocalSettings): ConsoleConfig {
  return localConsoleConfig(platform.urls, platform.userPool, settings.region);
}

async function launchChromium(stack: Stack): Promise<LaunchedChrome> {
  const { launch } = await import('chrome-launcher');
  const chrome = await launch({
    chromePath: CHROMIUM_PATH,
    // The static console's certificate is self-signed (`self-signed-cert.ts`).
    chromeFlags: [...CHROMIUM_FLAGS, '--ignore-certificate-errors'],
    logLevel: 'silent',
    handleSIGINT: false,
  });
  stack.push('Chromium', () => stopChromium(chrome));
  return chrome;
}

async function stopChromium(chrome: LaunchedChrome): Promise<void> {
  if (chrome.process.exitCode !== null || chrome.process.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => chrome.process.once('exit', () => resolve()));
  chrome.kill();
  await withTimeout(exited, 10_000, 'stopping Chromium').catch(() => {
    chrome.process.kill('SIGKILL');
  });
}

/** Signs the seeded admin in on the login page, in the browser's default (shared) context. */
async function signIn(chrome: LaunchedChrome, origin: string, platform: RunningPlatform) {
  const { chromium } = await import('playwright-core');
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
  try {
    const [context] = browser.contexts();
    if (!context) throw new Error('Chromium has no default browser context');
    const page = await context.newPage();
    await page.goto(`${origin}/login`, { timeout: SIGN_IN_TIMEOUT_MS });
    await page
      .getByLabel(accountStrings.login.usernameLabel, { exact: true })
      .fill(platform.adminUsername, { timeout: SIGN_IN_TIMEOUT_MS });
    await page
      .getByLabel(accountStrings.login.passwordLabel, { exact: true })
      .fill(platform.adminPassword);
    await page.getByRole('button', { name: accountStrings.login.submit }).click();
    await page.waitForURL((url) => url.pathname.startsWith(`/${ROOT_UNIT_ID}/`), {
      timeout: SIGN_IN_TIMEOUT_MS,
    });
    await page.close();
  } finally {
    await browser.close();
  }
}

/** Empties Chromium's HTTP cache and keeps local storage (the session). */
async function clearHttpCache(chrome: LaunchedChrome): Promise<void> {
  const { chromium } = await import('playwright-core');
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
  try {
    const [context] = browser.contexts();
    if (!context) throw new Error('Chromium has no default browser context');
    const page = await context.newPage();
    const session = await context.newCDPSession(page);
    await session.send('Network.clearBrowserCache');
    await session.detach();
    await page.close();
  } finally {
    await browser.close();
  }
}

async function runLighthouse(url: string, port: number, signedIn: boolean): Promise<Result> {
  const { default: lighthouse } = await import('lighthouse');
  const flags: Flags = {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices'],
    maxWaitForLoad: MAX_WAIT_FOR_LOAD_MS,
    disableStorageReset: signedIn,
  };
  const answer = await lighthouse(url, flags);
  if (!answer) throw new Error('Lighthouse returned no result');
  const { lhr } = answer;
  if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
  // A signed-in page that lost its session ends on /login: its scores would be the login page's.
  const landed = new URL(lhr.finalDisplayedUrl);
  if (landed.pathname !== new URL(url).pathname) {
    throw new Error(`${url} ended on ${landed.pathname}${landed.search}`);
  }
  return lhr;
}

function reportName(pagePath: string): string {
  const slug = pagePath.replace(/^\/|\/$/g, '').replace(/[^A-Za-z0-9-]+/g, '_');
  return `${slug || 'landing'}.json`;
}

async function measure(
  stack: Stack,
  deadline: number,
  reportDir: string,
): Promise<{ offset: number; outcomes: Map<PageSpec, Outcome> }> {
  const buildDir = mkdtempSync(path.join(os.tmpdir(), 'lighthouse-console-'));
  stack.push('the console build', () => rmSync(buildDir, { recursive: true, force: true }));
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'lighthouse-platform-'));
  stack.push('the platform data', () => rmSync(dataDir, { recursive: true, force: true }));

  const offset = await freePortOffset();
  // The platform without its dev server: the static server takes the console port, the only
  // origin the gateway, the Cognito proxy and the buckets allow.
  const settings = loadLocalSettings({
    ...process.env,
    LOCAL_PORT_OFFSET: String(offset),
    LOCAL_DATA_DIR: dataDir,
    LOCAL_SERVE_CONSOLE: 'false',
    LOCAL_CONSOLE_SCHEME: 'https',
  });
  const started = performance.now();
  const [built, running] = await Promise.allSettled([
    buildConsole(buildDir),
    startPlatform(settings).then((platform) => {
      stack.push('the local platform', () => platform.stop());
      return platform;
    }),
  ]);
  if (built.status === 'rejected') throw built.reason;
  if (running.status === 'rejected') throw running.reason;
  const platform = running.value;
  console.log(
    `  console built and platform started in ${((performance.now() - started) / 1000).toFixed(0)} s ` +
      `(port offset ${offset})`,
  );

  const site = await startStaticConsole({
    root: buildDir,
    host: settings.host,
    port: settings.ports.console,
    config: consoleConfig(platform, settings),
    // As the stack's allowConnections: the API and the Cognito endpoint.
    connectSources: [platform.urls.api, platform.urls.cognito],
    tls: selfSignedLocalhostCert(),
  });
  stack.push('the static console server', () => site.close());
  const origin = platform.consoleOrigin;

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
    // Set when the page times out: its run may still be going and must not touch what follows.
    let abandoned = false;
    try {
      const result = await withTimeout(
        (async () => {
          if (!chrome) {
            const launched = await launchChromium(stack);
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
          return runLighthouse(`${origin}${page.path}`, chrome.port, page.signedIn);
        })(),
        Math.min(PAGE_TIMEOUT_MS, left),
        `Lighthouse on ${page.path}`,
      );
      writeFileSync(path.join(reportDir, reportName(page.path)), JSON.stringify(result));
      outcomes.set(page, { result });
    } catch (error) {
      abandoned = true;
      outcomes.set(page, { error: error instanceof Error ? error.message : String(error) });
      // A fresh Chromium for the next page: the timed-out run may still hold this one.
      if (chrome) await stopChromium(chrome);
      chrome = undefined;
      signedIn = false;
    }
    const seconds = ((performance.now() - pageStarted) / 1000).toFixed(0);
    console.log(`  measured ${page.path} in ${seconds} s`);
  }
  return { offset, outcomes };
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
      for (const line of failingLines(summary)) console.log(line);
    }
  }
}

export async function reportLighthouse(): Promise<void> {
  const partStarted = Date.now();
  const deadline = partStarted + PART_DEADLINE_MS;
  const reportDir = mkdtempSync(path.join(os.tmpdir(), 'lighthouse-reports-'));
  const stack = new Stack();
  console.log('\nLighthouse 13, mobile profile (simulated throttling), production console build');

  let stopping: Promise<void> | undefined;
  const stopAll = () => (stopping ??= stack.unwind());
  // run.ts ends an overdue part with SIGTERM; a watchdog ends this one at its own deadline.
  const onSignal = () => {
    console.error('  Lighthouse part stopped by a signal');
    void stopAll().finally(() => process.exit(1));
  };
  process.once('SIGTERM', onSignal);
  process.once('SIGINT', onSignal);
  const watchdog = setTimeout(() => {
    console.error(`  Lighthouse part over its ${PART_DEADLINE_MS / 60_000} min deadline`);
    void stopAll().finally(() => process.exit(1));
  }, PART_DEADLINE_MS);

  try {
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
  } finally {
    await stopAll();
    clearTimeout(watchdog);
    process.off('SIGTERM', onSignal);
    process.off('SIGINT', onSignal);
    console.log(`  Lighthouse part done in ${((Date.now() - partStarted) / 1000).toFixed(0)} s`);
  }
}
