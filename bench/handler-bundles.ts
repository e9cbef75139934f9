/**
 * Every Lambda bundled as the CDK `NodejsFunction`s bundle them (esbuild, minified, CommonJS,
 * Node 24), plus the floor bundle, each in two ways: the AWS SDK bundled in, and `@aws-sdk/*` and
 * `@smithy/*` left external for the Lambda runtime to provide (what
 * lib/constructs/handler-function.ts does).
 */
import { statSync } from 'node:fs';
import path from 'node:path';

import { build } from 'esbuild';

import { RESOURCES } from '../lambdas/domain/routes';
import { RUNTIME_PROVIDED_MODULES } from '../lib/constructs/handler-function';

export type SdkMode = 'sdk-bundled' | 'sdk-external';
export const SDK_MODES: readonly SdkMode[] = ['sdk-bundled', 'sdk-external'];

export const FLOOR = 'floor (client + one Get)';

export interface BuiltBundle {
  name: string;
  mode: SdkMode;
  file: string;
  bytes: number;
  /** Minified bytes per npm package, or per top folder of this repository (`lambdas/shared`). */
  bytesBySource: Map<string, number>;
}

const ROOT = path.resolve(__dirname, '..');

export function handlerEntries(): Record<string, string> {
  const entries: Record<string, string> = {};
  for (const resource of RESOURCES) entries[resource] = `lambdas/${resource}/handler.ts`;
  entries['pre-token-generation'] = 'lambdas/triggers/pre-token-generation.ts';
  return entries;
}

function benchEntries(): Record<string, string> {
  return { [FLOOR]: 'bench/floor/dynamo-get.ts', ...handlerEntries() };
}

function sourceOf(input: string): string {
  const inPackage = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(input);
  return inPackage?.[1] ?? input.split('/').slice(0, 2).join('/');
}

async function bundle(entry: string, outfile: string, mode: SdkMode): Promise<Map<string, number>> {
  const result = await build({
    entryPoints: [path.join(ROOT, entry)],
    outfile,
    bundle: true,
    minify: true,
    platform: 'node',
    target: 'node24',
    format: 'cjs',
    external: mode === 'sdk-external' ? [...RUNTIME_PROVIDED_MODULES] : [],
    metafile: true,
    logLevel: 'silent',
  });
  const bytesBySource = new Map<string, number>();
  for (const output of Object.values(result.metafile.outputs)) {
    for (const [input, { bytesInOutput }] of Object.entries(output.inputs)) {
      const source = sourceOf(input);
      bytesBySource.set(source, (bytesBySource.get(source) ?? 0) + bytesInOutput);
    }
  }
  return bytesBySource;
}

/** Writes every bundle into `outDir`; the floor comes first. */
export async function buildBundles(outDir: string): Promise<BuiltBundle[]> {
  const bundles: BuiltBundle[] = [];
  for (const [name, entry] of Object.entries(benchEntries())) {
    for (const mode of SDK_MODES) {
      const file = path.join(outDir, mode, `${name.split(' ')[0]}.js`);
      const bytesBySource = await bundle(entry, file, mode);
      bundles.push({ name, mode, file, bytes: statSync(file).size, bytesBySource });
    }
  }
  return bundles;
}
