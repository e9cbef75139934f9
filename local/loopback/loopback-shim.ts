/**
 * Builds (once, cached by source hash) the LD_PRELOAD shim that keeps a wildcard bind() on
 * 127.0.0.1. Returns undefined when no C compiler is available; the caller then warns.
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync } from 'node:fs';
import path from 'node:path';

const SOURCE = path.join(__dirname, 'bind-loopback.c');
const CACHE_DIR = path.resolve(__dirname, '..', '..', 'node_modules', '.cache', 'orgconsole');

export function loopbackShim(): string | undefined {
  const source = readFileSync(SOURCE);
  const hash = createHash('sha256').update(source).digest('hex').slice(0, 12);
  const library = path.join(CACHE_DIR, `bind-loopback-${hash}.so`);
  if (existsSync(library)) return library;
  mkdirSync(CACHE_DIR, { recursive: true });
  const partial = `${library}.${process.pid}.tmp`;
  for (const compiler of ['cc', 'gcc', 'clang']) {
    try {
      execFileSync(compiler, ['-shared', '-fPIC', '-O2', '-o', partial, SOURCE, '-ldl'], {
        stdio: 'ignore',
      });
      renameSync(partial, library);
      return library;
    } catch {
      // Try the next compiler.
    }
  }
  return undefined;
}
