/**
 * Part 3 of `npm run bench`: GET /orgunit/ou-root through the local API (gateway, token check,
 * orgunit handler, DynamoDB Local) at 20 concurrent clients, next to a raw GetItem of the same
 * item on the same DynamoDB Local at the same concurrency. Everything listens on 127.0.0.1.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { keys } from '../lambdas/domain/data-keys';
import { type RunningPlatform, startPlatform } from '../local/platform';
import { ROOT_UNIT_ID } from '../local/seed-data';
import {
  LOCAL_CREDENTIALS,
  LOCAL_REGION,
  LOCAL_RESOURCES,
  loadLocalSettings,
} from '../local/settings';
import { adminIdToken, enableAdminTotp } from './admin-totp';
import { freePortOffset } from './free-offset';
import { type LoadResult } from './load';
import { type LoadWorker, startLoadWorker } from './load-worker';
import { ms, percentile, ratio } from './stats';

/**
 * The two loads alternate in rounds, so a drift in this machine's speed (other work on a shared
 * host) touches both alike instead of whichever ran second.
 */
const LOAD = {
  total: 2_000,
  rounds: 4,
  warmUp: 100,
  concurrency: 20,
  deadlineMs: 60_000,
} as const;

function pooled(results: readonly LoadResult[]): LoadResult {
  return {
    latencies: results.flatMap((result) => result.latencies),
    failures: results.reduce((sum, result) => sum + result.failures, 0),
    firstFailure: results.find((result) => result.firstFailure)?.firstFailure,
    elapsedMs: results.reduce((sum, result) => sum + result.elapsedMs, 0),
  };
}

/** Warm-up of each, then `LOAD.rounds` rounds of the API's load followed by the raw GetItem's. */
async function measureAlternating(
  api: LoadWorker,
  raw: LoadWorker,
): Promise<{ api: LoadResult; raw: LoadResult }> {
  const { concurrency, deadlineMs } = LOAD;
  await api.run({ total: LOAD.warmUp, concurrency, deadlineMs });
  await raw.run({ total: LOAD.warmUp, concurrency, deadlineMs });
  const perRound = { total: LOAD.total / LOAD.rounds, concurrency, deadlineMs };
  const rounds = { api: [] as LoadResult[], raw: [] as LoadResult[] };
  for (let round = 0; round < LOAD.rounds; round += 1) {
    rounds.api.push(await api.run(perRound));
    rounds.raw.push(await raw.run(perRound));
  }
  return { api: pooled(rounds.api), raw: pooled(rounds.raw) };
}

function printLine(label: string, result: LoadResult, base?: LoadResult): void {
  const p50 = percentile(result.latencies, 0.5);
  const p99 = percentile(result.latencies, 0.99);
  const perSecond = (result.latencies.length / result.elapsedMs) * 1000;
  const versus = base
    ? `  (p50 ${ratio(p50, percentile(base.latencies, 0.5))}, p99 ${ratio(p99, percentile(base.latencies, 0.99))} the raw GetItem)`
    : '';
  const failures = result.failures > 0 ? `, ${result.failures} FAILED: ${result.firstFailure}` : '';
  console.log(
    `  ${label.padEnd(34)} p50 ${ms(p50).padStart(9)}  p99 ${ms(p99).padStart(9)}  ` +
      `${perSecond.toFixed(0).padStart(5)}/s  (${result.latencies.length} ok${failures})${versus}`,
  );
}

export async function reportApiLatency(): Promise<void> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'api-bench-'));
  const offset = await freePortOffset();
  const settings = loadLocalSettings({
    ...process.env,
    LOCAL_PORT_OFFSET: String(offset),
    LOCAL_DATA_DIR: dataDir,
    LOCAL_SERVE_CONSOLE: 'false',
  });
  let platform: RunningPlatform | undefined;
  const workers: LoadWorker[] = [];
  try {
    platform = await startPlatform(settings);
    // The seeded admin is a system admin: the API serves it only with TOTP on.
    await enableAdminTotp(platform);
    const idToken = await adminIdToken(platform);
    const apiWorker = startLoadWorker({
      kind: 'http-get',
      url: `${platform.urls.api}/orgunit/${ROOT_UNIT_ID}`,
      authorization: idToken,
      concurrency: LOAD.concurrency,
    });
    const rawWorker = startLoadWorker({
      kind: 'dynamo-get',
      endpoint: platform.urls.dynamodb,
      region: LOCAL_REGION,
      credentials: LOCAL_CREDENTIALS,
      tableName: LOCAL_RESOURCES.tableName,
      key: keys.orgunit(ROOT_UNIT_ID),
    });
    workers.push(apiWorker, rawWorker);
    const { api, raw } = await measureAlternating(apiWorker, rawWorker);
    console.log(
      `\nLocal API at ${LOAD.concurrency} concurrent clients (${LOAD.total} requests after ` +
        `${LOAD.warmUp} warm-up each, in ${LOAD.rounds} alternating rounds; port offset ${offset}; ` +
        'each load generator on a worker thread of its own, the gateway and handlers on the main thread)',
    );
    printLine(`GET /orgunit/${ROOT_UNIT_ID} (local API)`, api, raw);
    printLine('raw GetItem on DynamoDB Local', raw);
  } finally {
    await Promise.all(workers.map((worker) => worker.close()));
    await platform?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
