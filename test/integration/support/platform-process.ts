/**
 * Runs `bin/local.ts` (what `npm start` runs) as a child process, without the console, and waits
 * until it has written its addresses. Stopping it sends SIGTERM, as Ctrl-C would send SIGINT.
 */
import { spawn } from 'node:child_process';
import { existsSync, openSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';

import type { RunningPlatform } from '../../../local/platform';

const REPO_ROOT = path.resolve(__dirname, '..', '..', '..');
const START_TIMEOUT_MS = 90_000;

/** What `bin/local.ts` writes to LOCAL_READY_FILE once the platform answers. */
export type PlatformFacts = Omit<RunningPlatform, 'stop'>;

export interface LaunchedPlatform {
  pid: number;
  facts: PlatformFacts;
  logFile: string;
}

export async function launchPlatform(options: {
  portOffset: number;
  dataDir: string;
  /** Further environment of the platform, e.g. `LOCAL_INTEGRATION_TIMEOUT_MS`. */
  env?: Record<string, string>;
}): Promise<LaunchedPlatform> {
  const readyFile = path.join(options.dataDir, 'ready.json');
  const logFile = path.join(options.dataDir, 'platform.log');
  rmSync(readyFile, { force: true });
  const log = openSync(logFile, 'a');
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(REPO_ROOT, 'bin', 'local.ts')],
    {
      cwd: REPO_ROOT,
      env: {
        ...process.env,
        LOCAL_PORT_OFFSET: String(options.portOffset),
        LOCAL_DATA_DIR: options.dataDir,
        LOCAL_SERVE_CONSOLE: 'false',
        LOCAL_READY_FILE: readyFile,
        ...options.env,
      },
      stdio: ['ignore', log, log],
    },
  );
  const pid = child.pid;
  if (pid === undefined) throw new Error('Could not start bin/local.ts');
  child.unref();

  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      throw new Error(
        `The platform exited with ${child.exitCode}:\n${readFileSync(logFile, 'utf8')}`,
      );
    }
    if (existsSync(readyFile)) {
      return { pid, facts: JSON.parse(readFileSync(readyFile, 'utf8')) as PlatformFacts, logFile };
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  process.kill(pid, 'SIGKILL');
  throw new Error(
    `The platform did not start within ${START_TIMEOUT_MS / 1000} s:\n${readFileSync(logFile, 'utf8')}`,
  );
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Stops the platform as a signal from the terminal would, and waits until it has exited. */
export async function stopPlatform(pid: number, timeoutMs = 20_000): Promise<void> {
  if (!isAlive(pid)) return;
  process.kill(pid, 'SIGTERM');
  const deadline = Date.now() + timeoutMs;
  while (isAlive(pid)) {
    if (Date.now() > deadline) {
      process.kill(pid, 'SIGKILL');
      throw new Error(`The platform (pid ${pid}) did not stop within ${timeoutMs / 1000} s`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
