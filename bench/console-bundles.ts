/**
 * First-load gzip sizes of the console per route: the entry chunk and its static imports plus the
 * route's lazy chunks and their static imports, read from a Vite build manifest. The reference
 * console's (one bundle for every page) with the same counter.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

import { PATHS_WITHOUT_SESSION } from '../frontend/src/session/paths-without-session';
import { consolePrerender } from '../lib/constructs/console-deployment';
import { CONSOLE_ROUTE_CHUNKS, SESSION } from './console-routes';
import { buildReference } from './reference-console';

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

export interface RouteFigure {
  route: string;
  jsGzipBytes: number;
  cssGzipBytes: number;
  /** A prerendered page: its HTML with the CSS inlined, all its first paint needs. */
  prerenderedHtmlGzipBytes?: number;
}

const ROOT = path.resolve(__dirname, '..');

function staticClosure(manifest: Manifest, start: string, seen = new Set<string>()): Set<string> {
  if (seen.has(start)) return seen;
  seen.add(start);
  for (const imported of manifest[start]?.imports ?? []) staticClosure(manifest, imported, seen);
  return seen;
}

function gzipSize(outDir: string, file: string): number {
  return gzipSync(readFileSync(path.join(outDir, file))).byteLength;
}

function firstLoad(
  manifest: Manifest,
  outDir: string,
  keys: Set<string>,
): Omit<RouteFigure, 'route'> {
  const js = new Set<string>();
  const css = new Set<string>();
  for (const key of keys) {
    const chunk = manifest[key];
    if (!chunk) continue;
    if (chunk.file.endsWith('.js')) js.add(chunk.file);
    for (const sheet of chunk.css ?? []) css.add(sheet);
  }
  const sum = (files: Set<string>) =>
    [...files].reduce((total, f) => total + gzipSize(outDir, f), 0);
  return { jsGzipBytes: sum(js), cssGzipBytes: sum(css) };
}

/**
 * A route outside the console's `PATHS_WITHOUT_SESSION` waits for the session check (Amplify)
 * before its first paint, so its figure must include the session code; a listed one must not
 * need it. The route's path is the label's first word (`'/ (landing)'` is `/`).
 */
function checkSessionCounted(): void {
  const wrong = Object.entries(CONSOLE_ROUTE_CHUNKS)
    .filter(([route, chunks]) => {
      const path = route.split(' ')[0]!;
      return PATHS_WITHOUT_SESSION.has(path) === chunks.includes(SESSION);
    })
    .map(([route]) => route);
  if (wrong.length > 0) {
    throw new Error(
      `bench/console-routes.ts counts the session code wrongly for: ${wrong.join(', ')}`,
    );
  }
}

function readManifest(
  outDir: string,
  file: string,
): { manifest: Manifest; entryKeys: Set<string> } {
  const manifest = JSON.parse(readFileSync(path.join(outDir, file), 'utf8')) as Manifest;
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entryKey) throw new Error(`The build in ${outDir} has no entry chunk`);
  return { manifest, entryKeys: staticClosure(manifest, entryKey) };
}

/** The reference console's first load, the same for each of its pages: its entry and imports. */
export async function measureReferenceFirstLoad(): Promise<Omit<RouteFigure, 'route'>> {
  const outDir = mkdtempSync(path.join(os.tmpdir(), 'reference-bench-'));
  try {
    await buildReference(outDir);
    const { manifest, entryKeys } = readManifest(outDir, '.vite/manifest.json');
    return firstLoad(manifest, outDir, entryKeys);
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}

export async function measureConsoleRoutes(): Promise<RouteFigure[]> {
  const { build } = await import('vite');
  const outDir = mkdtempSync(path.join(os.tmpdir(), 'console-bench-'));
  try {
    await build({
      configFile: path.join(ROOT, 'frontend/vite.config.mts'),
      logLevel: 'warn',
      build: { outDir, manifest: 'manifest.json', emptyOutDir: true },
    });
    const { manifest, entryKeys } = readManifest(outDir, 'manifest.json');
    const unknown = Object.values(CONSOLE_ROUTE_CHUNKS)
      .flat()
      .filter((key) => !manifest[key]?.isDynamicEntry);
    if (unknown.length > 0) {
      throw new Error(
        `bench/console-routes.ts names chunks the build lacks: ${unknown.join(', ')}`,
      );
    }
    checkSessionCounted();
    const { pages } = consolePrerender(outDir);
    return Object.entries(CONSOLE_ROUTE_CHUNKS).map(([route, chunks]) => {
      const keys = new Set(entryKeys);
      for (const chunk of chunks) staticClosure(manifest, chunk, keys);
      const prerendered = pages[route.split(' ')[0]!];
      return {
        route,
        ...firstLoad(manifest, outDir, keys),
        ...(prerendered ? { prerenderedHtmlGzipBytes: gzipSize(outDir, prerendered) } : {}),
      };
    });
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}
