/**
 * The platform playwright.config.ts's web server runs, as the runner and every worker see it: its
 * data folder (E2E_LOCAL_DATA_DIR, which the config sets before the workers start) and its facts
 * (addresses, pool, seeded admin), which bin/local.ts writes to LOCAL_READY_FILE once it answers.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

import type { PlatformFacts } from '../integration/support/platform-process';

/** The platform's data folder; the registry of the TOTP secrets the suite set up is in it. */
export function e2eDataDir(): string {
  const dataDir = process.env.E2E_LOCAL_DATA_DIR;
  if (!dataDir)
    throw new Error('E2E_LOCAL_DATA_DIR is not set: run the tests with playwright test');
  return dataDir;
}

/** Where the web server's platform writes its facts (LOCAL_READY_FILE). */
export function e2eReadyFile(dataDir: string): string {
  return path.join(dataDir, 'ready.json');
}

/** The facts of the running platform; waits a little, as the file follows config.json's answer. */
export async function e2ePlatformFacts(timeoutMs = 30_000): Promise<PlatformFacts> {
  const file = e2eReadyFile(e2eDataDir());
  const deadline = Date.now() + timeoutMs;
  while (!existsSync(file)) {
    if (Date.now() > deadline) throw new Error(`The platform wrote no ${file}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return JSON.parse(readFileSync(file, 'utf8')) as PlatformFacts;
}
