/** Minified bundle size of every Lambda, bundled the way the CDK `NodejsFunction`s bundle them. */
import path from 'node:path';

import { build } from 'esbuild';

import { RESOURCES } from '../lambdas/domain/routes';

export interface BundleFigure {
  name: string;
  bytes: number;
}

const ROOT = path.resolve(__dirname, '..');

export function handlerEntries(): Record<string, string> {
  const entries: Record<string, string> = {};
  for (const resource of RESOURCES) entries[resource] = `lambdas/${resource}/handler.ts`;
  entries['pre-token-generation'] = 'lambdas/triggers/pre-token-generation.ts';
  return entries;
}

export async function measureHandlerBundles(): Promise<BundleFigure[]> {
  const figures: BundleFigure[] = [];
  for (const [name, entry] of Object.entries(handlerEntries())) {
    const result = await build({
      entryPoints: [path.join(ROOT, entry)],
      bundle: true,
      minify: true,
      platform: 'node',
      target: 'node22',
      format: 'cjs',
      external: ['@aws-sdk/*'],
      write: false,
      logLevel: 'silent',
    });
    const bytes = result.outputFiles.reduce((sum, file) => sum + file.contents.byteLength, 0);
    figures.push({ name, bytes });
  }
  return figures;
}
