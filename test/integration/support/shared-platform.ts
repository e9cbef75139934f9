/** The platform global-setup starts for the whole suite, handed to the tests through a file. */
import { readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import type { LaunchedPlatform } from './platform-process';

export const SHARED_PLATFORM_FILE = path.join(os.tmpdir(), 'orgconsole-integration-platform.json');
export const SHARED_PORT_OFFSET = 100;

export function sharedPlatform(): LaunchedPlatform {
  return JSON.parse(readFileSync(SHARED_PLATFORM_FILE, 'utf8')) as LaunchedPlatform;
}
