/**
 * Builds the console (`frontend/dist`) for the CDK app when it is missing or stale, so that
 * `npx cdk synth` and `npx cdk deploy` work from a fresh clone after `npm ci`. Stale means: the
 * hash of the console's inputs (frontend sources, the shared domain code it imports, the lockfile)
 * differs from the one recorded after the last build made here.
 */
import { spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

const PROJECT_ROOT = path.resolve(__dirname, '..');

export interface ConsoleBuildOptions {
  /** Project root (default: this repository). */
  root?: string;
  /** Runs the build; default `vite build` with the console's config. */
  build?: (root: string) => void;
  /** Progress messages; default stderr (the CDK CLI keeps stdout for itself). */
  log?: (message: string) => void;
}

export interface ConsoleBuildResult {
  distPath: string;
  built: boolean;
}

/** Folders and files (relative to the root) whose content decides the console build. */
const INPUTS = ['frontend', 'lambdas/domain', 'package-lock.json'];
const IGNORED = new Set(['dist', 'node_modules']);
const STAMP = path.join('node_modules', '.cache', 'orgconsole', 'console-build.json');

export function consoleDistPath(root = PROJECT_ROOT): string {
  return path.join(root, 'frontend', 'dist');
}

function filesUnder(root: string, relative: string): string[] {
  const full = path.join(root, relative);
  if (!fs.existsSync(full)) return [];
  if (!fs.statSync(full).isDirectory()) return [relative];
  return fs
    .readdirSync(full, { withFileTypes: true })
    .filter((entry) => !IGNORED.has(entry.name))
    .flatMap((entry) => filesUnder(root, path.join(relative, entry.name)));
}

/** sha256 over the path and content of every input file, in a stable order. */
export function consoleInputsHash(root = PROJECT_ROOT): string {
  const hash = crypto.createHash('sha256');
  for (const file of INPUTS.flatMap((input) => filesUnder(root, input)).sort()) {
    hash.update(file.split(path.sep).join('/')).update('\0');
    hash.update(fs.readFileSync(path.join(root, file))).update('\0');
  }
  return hash.digest('hex');
}

function viteBuild(root: string): void {
  const vite = path.join(root, 'node_modules', '.bin', 'vite');
  const result = spawnSync(
    vite,
    ['build', '--config', 'frontend/vite.config.mts', '--logLevel', 'warn'],
    {
      cwd: root,
      stdio: ['ignore', 2, 2],
    },
  );
  if (result.status !== 0) {
    throw new Error(`The console build failed (vite exited with ${result.status ?? 'a signal'})`);
  }
}

export function ensureConsoleBuild(options: ConsoleBuildOptions = {}): ConsoleBuildResult {
  const root = options.root ?? PROJECT_ROOT;
  const log = options.log ?? ((message: string) => process.stderr.write(`${message}\n`));
  const distPath = consoleDistPath(root);
  const stampFile = path.join(root, STAMP);
  const inputs = consoleInputsHash(root);
  const recorded = fs.existsSync(stampFile)
    ? (JSON.parse(fs.readFileSync(stampFile, 'utf8')) as { inputs?: string }).inputs
    : undefined;
  if (recorded === inputs && fs.existsSync(path.join(distPath, 'index.html'))) {
    return { distPath, built: false };
  }
  log(`Building the console into ${path.relative(root, distPath)} (its sources changed)...`);
  const started = Date.now();
  (options.build ?? viteBuild)(root);
  if (!fs.existsSync(path.join(distPath, 'index.html'))) {
    throw new Error(`The console build left no index.html in ${distPath}`);
  }
  fs.mkdirSync(path.dirname(stampFile), { recursive: true });
  fs.writeFileSync(stampFile, `${JSON.stringify({ inputs })}\n`);
  log(`Console built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return { distPath, built: true };
}
