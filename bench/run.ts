/**
 * `npm run bench`: every figure side by side in one run, each part in a fresh process. Lambda
 * bundles and init time against the DynamoDB floor, the org plan of 10,000 units against the raw
 * Query, local API latency against a raw GetItem, the console's first-load sizes and Lighthouse
 * scores (mobile, desktop) next to the reference console's (bench/reference/), the console's lists
 * at 10,000 units and users, and at the end every target's verdict. See docs/performance.md.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import type { Part } from './run-part';
import { printVerdicts, readVerdicts, VERDICTS_FILE_ENV } from './target-log';

const ORDER: readonly Part[] = [
  'handlers',
  'orgplan',
  'api',
  'console',
  'lighthouse',
  'lighthouse-desktop',
  'scale',
];
const DEFAULT_PART_TIMEOUT_MS = 10 * 60_000;
/** The Lighthouse parts measure two consoles; each stops itself a minute earlier (lighthouse.ts). */
const LIGHTHOUSE_PART_TIMEOUT_MS = 15 * 60_000;
const PART_TIMEOUT_MS: Partial<Record<Part, number>> = {
  lighthouse: LIGHTHOUSE_PART_TIMEOUT_MS,
  'lighthouse-desktop': LIGHTHOUSE_PART_TIMEOUT_MS,
};

function runPart(part: Part, verdictsFile: string): Promise<void> {
  // process.execArgv carries tsx's loader, so the child runs TypeScript the way this process does.
  const child = spawn(
    process.execPath,
    [...process.execArgv, path.join(__dirname, 'run-part.ts'), part],
    {
      stdio: 'inherit',
      timeout: PART_TIMEOUT_MS[part] ?? DEFAULT_PART_TIMEOUT_MS,
      killSignal: 'SIGTERM',
      env: {
        ...process.env,
        // This machine's Node 20 is older than the SDK will support; Lambda runs Node 24.
        AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
        [VERDICTS_FILE_ENV]: verdictsFile,
      },
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
  const verdictsDir = mkdtempSync(path.join(os.tmpdir(), 'bench-verdicts-'));
  const verdictsFile = path.join(verdictsDir, 'verdicts.jsonl');
  try {
    for (const part of ORDER) await runPart(part, verdictsFile);
  } finally {
    // Also after a failed part: the targets the parts before it decided.
    console.log('');
    printVerdicts('Targets of this run', readVerdicts(verdictsFile));
    rmSync(verdictsDir, { recursive: true, force: true });
  }
  console.log(`\nDone in ${((performance.now() - started) / 1000).toFixed(0)} s`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
