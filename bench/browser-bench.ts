/**
 * What the browser parts of `npm run bench` share (Lighthouse, scale): the production console
 * build served as CloudFront serves it next to a local platform on a free port offset, Debian's
 * Chromium, the seeded admin's sign-in (with TOTP), and a cleanup stack that a watchdog and SIGTERM
 * unwind too.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import type { LaunchedChrome } from 'chrome-launcher';
import type { Browser, BrowserContext } from 'playwright-core';

import { accountStrings } from '../frontend/src/strings/account';
import { mfaStrings } from '../frontend/src/strings/mfa';
import { localConsoleConfig, type RunningPlatform, startPlatform } from '../local/platform';
import { ROOT_UNIT_ID } from '../local/seed-data';
import { loadLocalSettings, type LocalSettings } from '../local/settings';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../scripts/chromium';
import { enableAdminTotp } from './admin-totp';
import { freePortOffset } from './free-offset';
import { signInThroughForm } from './form-sign-in';
import { selfSignedLocalhostCert } from './self-signed-cert';
import { API_PATH_PREFIX } from '../lib/constructs/website';
import { startStaticConsole } from '../local/static-console-server';

const ROOT = path.resolve(__dirname, '..');

/** Cleanups run newest first, each once, whether the part ends well, fails or is cut short. */
export class Stack {
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

export function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} timed out after ${ms / 1000} s`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** A temporary folder (in `root`, the system's by default), removed when the stack unwinds. */
export function tempDir(stack: Stack, prefix: string, label: string, root = os.tmpdir()): string {
  const dir = mkdtempSync(path.join(root, prefix));
  stack.push(label, () => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/**
 * Runs a part's body with a deadline: the watchdog and SIGTERM/SIGINT (run.ts ends an overdue part
 * with SIGTERM) unwind the stack and exit 1; a body that ends, well or not, unwinds it too.
 */
export async function runBounded(
  name: string,
  deadlineMs: number,
  body: (stack: Stack, deadline: number) => Promise<void>,
): Promise<void> {
  const partStarted = Date.now();
  const stack = new Stack();
  let stopping: Promise<void> | undefined;
  const stopAll = () => (stopping ??= stack.unwind());
  const onSignal = () => {
    console.error(`  ${name} part stopped by a signal`);
    void stopAll().finally(() => process.exit(1));
  };
  process.once('SIGTERM', onSignal);
  process.once('SIGINT', onSignal);
  const watchdog = setTimeout(() => {
    console.error(`  ${name} part over its ${deadlineMs / 60_000} min deadline`);
    void stopAll().finally(() => process.exit(1));
  }, deadlineMs);
  try {
    await body(stack, partStarted + deadlineMs);
  } finally {
    await stopAll();
    clearTimeout(watchdog);
    process.off('SIGTERM', onSignal);
    process.off('SIGINT', onSignal);
    console.log(`  ${name} part done in ${((Date.now() - partStarted) / 1000).toFixed(0)} s`);
  }
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

export interface ServedConsole {
  platform: RunningPlatform;
  settings: LocalSettings;
  /** The static console's origin, the only one the platform allows. */
  origin: string;
  offset: number;
}

/** Our console's production build: a temporary folder, or `BENCH_CONSOLE_BUILD`'s. */
export function consoleBuild(stack: Stack, tempPrefix: string): BenchBuild {
  // `BENCH_CONSOLE_BUILD=<folder>` serves a build made beforehand: the same build in each of
  // several runs, or two builds in turn, to compare them on equal terms.
  const existingBuild = process.env.BENCH_CONSOLE_BUILD;
  if (existingBuild) return { dir: existingBuild };
  const dir = tempDir(stack, `${tempPrefix}-console-`, 'the console build');
  return { dir, build: () => buildConsole(dir) };
}

export interface BenchBuild {
  dir: string;
  /** Builds into `dir`; absent for a build made beforehand. */
  build?: () => Promise<void>;
}

/**
 * A local platform with the seeded data on a free port offset, without its dev server, its seeded
 * admin with TOTP on (admin-totp.ts), started while `builds` run: a static server (`serveBuild`) takes the console port, the only origin the
 * gateway, the Cognito proxy and the buckets allow. The platform's data go to a temporary folder
 * in `dataRoot`. All of it is stopped and removed when the stack unwinds.
 */
export async function startPlatformWithBuilds(
  stack: Stack,
  tempPrefix: string,
  builds: readonly BenchBuild[],
  dataRoot = os.tmpdir(),
): Promise<ServedConsole> {
  const dataDir = tempDir(stack, `${tempPrefix}-platform-`, 'the platform data', dataRoot);
  const offset = await freePortOffset();
  const settings = loadLocalSettings({
    ...process.env,
    LOCAL_PORT_OFFSET: String(offset),
    LOCAL_DATA_DIR: dataDir,
    LOCAL_SERVE_CONSOLE: 'false',
    LOCAL_CONSOLE_SCHEME: 'https',
  });
  const started = performance.now();
  const starting = startPlatform(settings).then(async (platform) => {
    stack.push('the local platform', () => platform.stop());
    // The seeded admin is a system admin: the API serves it only with TOTP on.
    await enableAdminTotp(platform);
    return platform;
  });
  // Every start and build settles before a failure is thrown, so the stack stops all of them.
  const outcomes = await Promise.allSettled([starting, ...builds.map((build) => build.build?.())]);
  const failed = outcomes.find((outcome) => outcome.status === 'rejected');
  if (failed) throw failed.reason;
  const platform = await starting;
  console.log(
    `  console built and platform started in ${((performance.now() - started) / 1000).toFixed(0)} s ` +
      `(port offset ${offset})`,
  );
  return { platform, settings, origin: platform.consoleOrigin, offset };
}

/**
 * A production build served on the console's origin by the static server over HTTPS/HTTP-2, as
 * CloudFront serves it. Stopped by the returned function or when the stack unwinds.
 */
export async function serveBuild(
  stack: Stack,
  { platform, settings }: ServedConsole,
  root: string,
): Promise<() => Promise<void>> {
  const site = await startStaticConsole({
    root,
    host: settings.host,
    port: settings.ports.console,
    // The runtime config local/platform.ts gives the dev server, for this build, with the API on
    // the console's own origin, as the stack's deployment writes it (apiUrl `<console>/api`).
    config: {
      ...localConsoleConfig(platform.urls, platform.userPool, settings.region),
      apiUrl: `${platform.consoleOrigin}${API_PATH_PREFIX}`,
    },
    apiTarget: platform.urls.api,
    // As the stack's allowConnections: the Cognito endpoint.
    connectSources: [platform.urls.cognito],
    tls: selfSignedLocalhostCert(),
  });
  let closing: Promise<void> | undefined;
  const close = () => (closing ??= site.close());
  stack.push('the static console server', close);
  return close;
}

/** Our console's production build, served, next to a local platform (`startPlatformWithBuilds`). */
export async function serveConsole(
  stack: Stack,
  tempPrefix: string,
  dataRoot = os.tmpdir(),
): Promise<ServedConsole> {
  const build = consoleBuild(stack, tempPrefix);
  const served = await startPlatformWithBuilds(stack, tempPrefix, [build], dataRoot);
  await serveBuild(stack, served, build.dir);
  return served;
}

/** Debian's Chromium with the tests' flags; stopped when the stack unwinds. */
export async function launchChromium(
  stack: Stack,
  extraFlags: readonly string[] = [],
): Promise<LaunchedChrome> {
  const { launch } = await import('chrome-launcher');
  const chrome = await launch({
    chromePath: CHROMIUM_PATH,
    // The static console's certificate is self-signed (`self-signed-cert.ts`).
    chromeFlags: [...CHROMIUM_FLAGS, '--ignore-certificate-errors', ...extraFlags],
    logLevel: 'silent',
    handleSIGINT: false,
  });
  stack.push('Chromium', () => stopChromium(chrome));
  return chrome;
}

export async function stopChromium(chrome: LaunchedChrome): Promise<void> {
  if (chrome.process.exitCode !== null || chrome.process.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => chrome.process.once('exit', () => resolve()));
  chrome.kill();
  await withTimeout(exited, 10_000, 'stopping Chromium').catch(() => {
    chrome.process.kill('SIGKILL');
  });
}

/** Playwright connected to the launched Chromium, and its default (shared) browser context. */
export async function connectChromium(
  chrome: LaunchedChrome,
): Promise<{ browser: Browser; context: BrowserContext }> {
  const { chromium } = await import('playwright-core');
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
  const [context] = browser.contexts();
  if (!context) {
    await browser.close();
    throw new Error('Chromium has no default browser context');
  }
  return { browser, context };
}

/** Signs the seeded admin in on our login page; the session stays in the context's storage. */
export function signInAdmin(
  context: BrowserContext,
  origin: string,
  platform: RunningPlatform,
): Promise<void> {
  return signInThroughForm(context, origin, platform, {
    usernameLabel: accountStrings.login.usernameLabel,
    passwordLabel: accountStrings.login.passwordLabel,
    submit: accountStrings.login.submit,
    codeLabel: mfaStrings.code.label,
    codeSubmit: mfaStrings.signInCode.submit,
    landed: (url) => url.pathname.startsWith(`/${ROOT_UNIT_ID}/`),
  });
}
