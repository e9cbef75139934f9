/**
 * `npm run bench`: every figure side by side in one run, each part in a fresh process. Lambda
 * bundles and init time against the DynamoDB floor, the org plan of 10,000 units against the raw
 * Query, local API latency against a raw GetItem, the console's first-load sizes, Lighthouse
 * scores of the production console build, and the console's lists at 10,000 units and users.
 * See docs/performance.md.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';

import type { Part } from './run-part';

const ORDER: readonly Part[] = ['handlers', 'orgplan', 'api', 'console', 'lighthouse', 'scale'];
const PART_TIMEOUT_MS = 10 * 60_000;

function runPart(part: Part): Promise<void> {
  // process.execArgv carries tsx's loader, so the child runs TypeScript the way this process does.
  const child = spawn(
    process.execPath,
    [...process.execArgv, path.join(__dirname, 'run-part.ts'), part],
    {
      stdio: 'inherit',
      timeout: PART_TIMEOUT_MS,
      killSignal: 'SIGTERM',
      // This machine's Node 20 is older than the SDK will support; Lambda runs Node 24.
      env: { ...process.env, AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true' },
    },
  );
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`bench part ${part} ended with ${signal ?? code}`)),
    );
  });
}

async function main(): Promise<void> {
  const started = performance.now();
  console.log(`npm run bench, ${new Date().toISOString()}, node ${process.version}\n`);
  for (const part of ORDER) await runPart(part);
  console.log(`\nDone in ${((performance.now() - started) / 1000).toFixed(0)} s`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
