/**
 * Part 1 of `npm run bench`: each handler's bundle size and init time next to the floor, for
 * both ways of shipping the SDK, with the ratios and a verdict against the goal.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { type BuiltBundle, buildBundles, FLOOR, SDK_MODES, type SdkMode } from './handler-bundles';
import { type InitTime, measureInit } from './lambda-init';
import { kB, ms, ratio } from './stats';

export const GOAL = { size: 1.2, init: 1.25 } as const;
const INIT_RUNS = 11;

interface Row {
  bundle: BuiltBundle;
  init: InitTime;
}

const verdict = (value: number, base: number, limit: number) =>
  value <= base * limit ? 'within' : 'OVER';

const MODE_TITLES: Record<SdkMode, string> = {
  'sdk-bundled': 'AWS SDK bundled in (the floor as the issue measures it)',
  'sdk-external': '@aws-sdk/* external, loaded from node_modules (as lib/ NodejsFunctions deploy)',
};

function printMode(mode: SdkMode, rows: readonly Row[]): void {
  const own = rows.filter((row) => row.bundle.mode === mode);
  const floor = own.find((row) => row.bundle.name === FLOOR);
  if (!floor) throw new Error(`No floor bundle for ${mode}`);
  // Without the SDK the floor's own bundle is a few hundred bytes: a size ratio means nothing.
  const judgeSize = mode === 'sdk-bundled';
  console.log(`\n  ${MODE_TITLES[mode]}`);
  console.log(
    `  ${'bundle'.padEnd(26)}${'size'.padStart(10)}${'×floor'.padStart(8)}` +
      `${'init'.padStart(10)}${'×floor'.padStart(8)}${'cpu'.padStart(10)}${'×floor'.padStart(8)}` +
      `   verdict (size ≤ ${GOAL.size}×, init ≤ ${GOAL.init}×)`,
  );
  for (const { bundle, init } of own) {
    const isFloor = bundle === floor.bundle;
    const sizeVerdict = judgeSize
      ? `size ${verdict(bundle.bytes, floor.bundle.bytes, GOAL.size)}`
      : 'size n/a';
    const initVerdict = `init ${verdict(init.wallMs, floor.init.wallMs, GOAL.init)}`;
    console.log(
      `  ${bundle.name.padEnd(26)}${kB(bundle.bytes).padStart(10)}` +
        `${ratio(bundle.bytes, floor.bundle.bytes).padStart(8)}` +
        `${ms(init.wallMs).padStart(10)}${ratio(init.wallMs, floor.init.wallMs).padStart(8)}` +
        `${ms(init.cpuMs).padStart(10)}${ratio(init.cpuMs, floor.init.cpuMs).padStart(8)}` +
        `   ${isFloor ? '(floor)' : `${sizeVerdict}, ${initVerdict}`}`,
    );
  }
}

function printSdkComparison(rows: readonly Row[]): void {
  console.log('\n  Init (wall) with the SDK left to the runtime vs bundled in');
  const names = [...new Set(rows.map((row) => row.bundle.name))];
  for (const name of names) {
    const [bundled, external] = SDK_MODES.map(
      (mode) =>
        rows.find((row) => row.bundle.name === name && row.bundle.mode === mode)?.init.wallMs,
    );
    if (bundled === undefined || external === undefined) continue;
    console.log(
      `  ${name.padEnd(26)}${ms(external).padStart(10)} vs ${ms(bundled).padStart(9)}` +
        `  (${ratio(external, bundled)})`,
    );
  }
}

const SHOWN_SOURCES = 4;
const SHOWN_MIN_BYTES = 2_000;

/** The sources that make a handler bigger than the floor, largest first (SDK bundled in). */
function printExtraBytes(bundles: readonly BuiltBundle[]): void {
  const bundled = bundles.filter((bundle) => bundle.mode === 'sdk-bundled');
  const floor = bundled.find((bundle) => bundle.name === FLOOR);
  if (!floor) return;
  console.log('\n  Bytes above the floor, by source (SDK bundled in)');
  for (const bundle of bundled) {
    if (bundle === floor) continue;
    const extra = [...bundle.bytesBySource]
      .map(([source, bytes]) => [source, bytes - (floor.bytesBySource.get(source) ?? 0)] as const)
      .filter(([, bytes]) => bytes >= SHOWN_MIN_BYTES)
      .sort((a, b) => b[1] - a[1])
      .slice(0, SHOWN_SOURCES);
    const list = extra.map(([source, bytes]) => `${source} ${kB(bytes)}`).join(', ');
    console.log(
      `  ${bundle.name.padEnd(26)}+${kB(bundle.bytes - floor.bytes)}: ${list || 'no source over 2 kB'}`,
    );
  }
}

export async function reportHandlers(): Promise<void> {
  const outDir = mkdtempSync(path.join(os.tmpdir(), 'handler-bench-'));
  try {
    const bundles = await buildBundles(outDir);
    const init = await measureInit(bundles, INIT_RUNS);
    const rows = bundles.map((bundle) => ({
      bundle,
      init: init.get(bundle) ?? { wallMs: NaN, cpuMs: NaN },
    }));
    console.log(
      `Lambda bundles vs the floor (esbuild minified, CJS, target node24; init = median of ` +
        `${INIT_RUNS} cold requires, each in a fresh node ${process.version}; cpu = user + system)`,
    );
    for (const mode of SDK_MODES) printMode(mode, rows);
    printSdkComparison(rows);
    printExtraBytes(bundles);
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}
