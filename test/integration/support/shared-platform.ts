/** The platform global-setup starts for the whole suite, handed to the tests through a file. */
import { readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import type { LaunchedPlatform } from './platform-process';

/** INTEGRATION_PORT_OFFSET lets two checkouts (or helpers) run the integration suite side by side. */
export const SHARED_PORT_OFFSET = Number(process.env.INTEGRATION_PORT_OFFSET ?? 100);
export const SHARED_PLATFORM_FILE = path.join(
  os.tmpdir(),
  SHARED_PORT_OFFSET === 100
    ? 'orgconsole-integration-platform.json'
    : `orgconsole-integration-platform-${SHARED_PORT_OFFSET}.json`,
);

/** The suite's own calls come from here; the pool's rate limits leave this address out. */
export const SUITE_CLIENT_ADDRESS = '127.0.0.1';

export function sharedPlatform(): LaunchedPlatform {
  return JSON.parse(readFileSync(SHARED_PLATFORM_FILE, 'utf8')) as LaunchedPlatform;
}
