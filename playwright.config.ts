/**
 * Browser tests against `npm start`'s whole local platform, in Debian's Chromium (never a
 * downloaded browser), on the console's production build served as CloudFront serves it
 * (`LOCAL_CONSOLE=build`): the bundle users get. Ports are offset by 200 so a developer's running
 * platform is left alone, and every run starts from an empty data folder.
 */
import { existsSync, mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { defineConfig } from '@playwright/test';

import { consoleDistPath } from './lib/console-build';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './scripts/chromium';
import { e2eReadyFile } from './test/e2e/e2e-platform';

/** E2E_PORT_OFFSET lets several checkouts run their browser tests side by side; 200 by default. */
export const E2E_PORT_OFFSET = process.env.E2E_PORT_OFFSET ?? '200';
const CONSOLE_PORT = 5173 + Number(E2E_PORT_OFFSET);
// Workers load this file again; the environment makes them reuse the runner's folder.
process.env.E2E_LOCAL_DATA_DIR ??= mkdtempSync(path.join(os.tmpdir(), 'orgconsole-e2e-'));
const dataDir = process.env.E2E_LOCAL_DATA_DIR;
/**
 * The runner starts the web server once per run (workers never do), so the console is built once;
 * `E2E_SKIP_BUILD=1` serves the build already in `frontend/dist` instead.
 */
const reuseBuild =
  process.env.E2E_SKIP_BUILD === '1' && existsSync(path.join(consoleDistPath(), 'index.html'));
const startPlatform = 'exec npx tsx bin/local.ts';

export default defineConfig({
  testDir: 'test/e2e',
  // After the web server answers: gives the seeded admin (a system admin) TOTP the tests answer.
  globalSetup: './test/e2e/global-setup.ts',
  workers: 1,
  retries: 0,
  reporter: 'list',
  // A subfolder: Playwright empties its output folder, and `npm test` keeps other results beside it.
  outputDir: 'test-results/playwright',
  // Whole flows (sign-in, several screens, e-mails) on a 2-core machine shared with the platform.
  timeout: 120_000,
  expect: { timeout: 30_000 },
  use: {
    // The platform's CORS allows only the console origin it prints: http://localhost:<port>.
    baseURL: `http://localhost:${CONSOLE_PORT}`,
    navigationTimeout: 30_000,
    actionTimeout: 30_000,
    trace: 'retain-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        browserName: 'chromium',
        launchOptions: {
          executablePath: CHROMIUM_PATH,
          args: [...CHROMIUM_FLAGS],
        },
      },
    },
  ],
  webServer: {
    command: reuseBuild ? startPlatform : `npm run build:console && ${startPlatform}`,
    env: {
      LOCAL_PORT_OFFSET: E2E_PORT_OFFSET,
      LOCAL_DATA_DIR: dataDir,
      LOCAL_CONSOLE: 'build',
      // The platform's facts (pool client, seeded admin) for global setup and the tests.
      LOCAL_READY_FILE: e2eReadyFile(dataDir),
      // The suite signs in more often than the pool's per-address limits allow one person to
      // (the integration tests prove the limits from other loopback addresses).
      LOCAL_COGNITO_RATE_LIMIT_EXEMPT: '127.0.0.1',
    },
    url: `http://127.0.0.1:${CONSOLE_PORT}/config.json`,
    // The console's build, then the platform's start.
    timeout: 300_000,
    reuseExistingServer: false,
    // SIGTERM lets the platform stop DynamoDB Local, cognito-local and s3rver; a bare kill orphans them.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 20_000 },
  },
});
