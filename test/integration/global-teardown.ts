import { existsSync, rmSync } from 'node:fs';

import { stopPlatform } from './support/platform-process';
import { SHARED_PLATFORM_FILE, sharedPlatform } from './support/shared-platform';

export default async function globalTeardown(): Promise<void> {
  if (!existsSync(SHARED_PLATFORM_FILE)) return;
  const platform = sharedPlatform();
  await stopPlatform(platform.pid);
  rmSync(platform.facts.dataDir, { recursive: true, force: true });
  rmSync(SHARED_PLATFORM_FILE, { force: true });
}
