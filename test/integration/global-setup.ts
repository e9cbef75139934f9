import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { startExchangeLog } from '../../scripts/contract/exchange-log';
import { launchPlatform, stopPlatform } from './support/platform-process';
import {
  SHARED_PLATFORM_FILE,
  SHARED_PORT_OFFSET,
  SUITE_CLIENT_ADDRESS,
} from './support/shared-platform';
import { enableTotpFor } from './support/totp-setup';

export default async function globalSetup(): Promise<void> {
  // The SDK is pinned for Node 20 on purpose (TOOLCHAIN.md); its Node 22 notice is noise here.
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
  // Every platform started from here on records its API exchanges for the contract check.
  process.env.API_EXCHANGE_LOG = startExchangeLog(process.env.API_EXCHANGE_LOG);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'orgconsole-integration-'));
  const platform = await launchPlatform({
    portOffset: SHARED_PORT_OFFSET,
    dataDir,
    // The suite signs in from 127.0.0.1 more often than one client may; the pool's limits are
    // proven from other loopback addresses (cognito-rate-limits.test.ts).
    env: { LOCAL_COGNITO_RATE_LIMIT_EXEMPT: SUITE_CLIENT_ADDRESS },
  });
  // The seeded admin is a system admin, whom the API serves only with MFA: TOTP on, its secret in
  // the suite's registry in the platform's data folder (support/totp-secrets.ts), which `signIn`
  // answers the sign-in's code from.
  try {
    await enableTotpFor(platform.facts, platform.facts.adminUsername, platform.facts.adminPassword);
  } catch (error) {
    await stopPlatform(platform.pid);
    throw error;
  }
  writeFileSync(SHARED_PLATFORM_FILE, JSON.stringify(platform, null, 2));
}
