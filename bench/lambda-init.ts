/**
 * Module init time of a bundle: a fresh `node` process requires it and reports how long loading
 * and evaluating took (what a Lambda cold start spends before the first invocation). The handler
 * environment is set so module-level code runs as deployed; no network is touched.
 */
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';

import { HANDLER_ENV } from '../lambdas/domain/data-keys';
import type { BuiltBundle } from './handler-bundles';
import { median } from './stats';

const run = promisify(execFile);
const ROOT = path.resolve(__dirname, '..');

/** Prints wall-clock and CPU milliseconds (user + system) spent in the require. */
const REQUIRE_AND_TIME =
  'const cpu = process.cpuUsage(); const start = performance.now(); require(process.argv[1]); ' +
  'const wall = performance.now() - start; const used = process.cpuUsage(cpu); ' +
  'process.stdout.write(JSON.stringify([wall, (used.user + used.system) / 1000]));';

export interface InitTime {
  /** Wall-clock milliseconds: what a cold start waits. */
  wallMs: number;
  /** CPU milliseconds: steadier than wall time when other work shares the machine. */
  cpuMs: number;
}

const HANDLER_ENVIRONMENT: Record<string, string> = {
  [HANDLER_ENV.tableName]: 'orgconsole-bench',
  [HANDLER_ENV.configBucket]: 'bench-config',
  [HANDLER_ENV.documentsBucket]: 'bench-documents',
  [HANDLER_ENV.apiTopicArn]: 'arn:aws:sns:ap-south-1:000000000000:bench-api',
  [HANDLER_ENV.userPoolId]: 'ap-south-1_bench',
  [HANDLER_ENV.allowedOrigin]: 'http://localhost:5173',
  AWS_REGION: 'ap-south-1',
  AWS_ACCESS_KEY_ID: 'bench',
  AWS_SECRET_ACCESS_KEY: 'bench',
  // Lambda runs Node 24, where the SDK has nothing to warn about.
  AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
};

/** One cold load of `file`. An external SDK resolves from the project's node_modules. */
export async function initOnce(file: string): Promise<InitTime> {
  const { stdout } = await run(process.execPath, ['-e', REQUIRE_AND_TIME, file], {
    env: {
      PATH: process.env.PATH,
      ...HANDLER_ENVIRONMENT,
      NODE_PATH: path.join(ROOT, 'node_modules'),
    },
    timeout: 30_000,
  });
  const [wallMs, cpuMs] = JSON.parse(stdout) as [number, number];
  if (!Number.isFinite(wallMs) || !Number.isFinite(cpuMs)) {
    throw new Error(`No init time from ${file}: ${stdout}`);
  }
  return { wallMs, cpuMs };
}

/**
 * Median init time of every bundle over `runs` rounds. Rounds interleave the bundles so that
 * drift of the machine's load touches all of them alike; one discarded round warms the file cache.
 */
export async function measureInit(
  bundles: readonly BuiltBundle[],
  runs: number,
): Promise<Map<BuiltBundle, InitTime>> {
  const samples = new Map<BuiltBundle, InitTime[]>(bundles.map((bundle) => [bundle, []]));
  for (let round = 0; round <= runs; round += 1) {
    for (const bundle of bundles) {
      const time = await initOnce(bundle.file);
      if (round > 0) samples.get(bundle)?.push(time);
    }
  }
  return new Map(
    [...samples].map(([bundle, times]) => [
      bundle,
      {
        wallMs: median(times.map((time) => time.wallMs)),
        cpuMs: median(times.map((time) => time.cpuMs)),
      },
    ]),
  );
}
