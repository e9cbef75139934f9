/**
 * Where a compliance report comes from: the commit and whether the working tree was clean, the
 * versions of cdk-nag and aws-cdk-lib that produced it, a hash of each template, and the date.
 */
import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export interface Provenance {
  commit: string;
  /** True when `git status` showed no change, false when it did, undefined outside a checkout. */
  clean: boolean | undefined;
  cdkNagVersion: string;
  awsCdkLibVersion: string;
  generatedAt: string;
  /** sha256 of each template file in the cloud assembly. */
  templates: { file: string; sha256: string }[];
}

const ROOT = path.resolve(__dirname, '..', '..');

function git(args: string[]): string | undefined {
  try {
    return execFileSync('git', args, {
      cwd: ROOT,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  } catch {
    return undefined;
  }
}

function packageVersion(name: string): string {
  const manifest = path.join(ROOT, 'node_modules', name, 'package.json');
  return (JSON.parse(fs.readFileSync(manifest, 'utf8')) as { version: string }).version;
}

export function sha256File(file: string): string {
  return crypto.createHash('sha256').update(fs.readFileSync(file)).digest('hex');
}

export function collectProvenance(
  outdir: string,
  templateFiles: readonly string[],
  now = new Date(),
): Provenance {
  const commit = git(['rev-parse', 'HEAD']);
  const status = commit === undefined ? undefined : git(['status', '--porcelain']);
  return {
    commit: commit ?? 'unknown (not a git checkout)',
    clean: status === undefined ? undefined : status === '',
    cdkNagVersion: packageVersion('cdk-nag'),
    awsCdkLibVersion: packageVersion('aws-cdk-lib'),
    generatedAt: now.toISOString(),
    templates: templateFiles.map((file) => ({
      file,
      sha256: sha256File(path.join(outdir, file)),
    })),
  };
}

export function describeTree(clean: boolean | undefined): string {
  if (clean === undefined) return 'unknown';
  return clean ? 'clean' : 'uncommitted changes';
}
