import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const SRC = path.resolve(__dirname, '../../../frontend/src');
const IMPORT = /(?:from |import\()'(\.{1,2}\/[^']*)'/g;

/**
 * The console's folders from the bottom up: a folder imports only from folders before it (and
 * from itself). `main.tsx` sits above them all.
 */
const LAYERS = [
  'strings',
  'validation',
  'config',
  'api',
  'session',
  'common',
  'pages',
  'app',
  'prerender',
] as const;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(name) ? [file] : [];
  });
}

/** Every relative import of the console as [importing file, imported path], both below src/. */
function imports(): Array<[string, string]> {
  return sourceFiles(SRC).flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(IMPORT)].map(
      ([, spec]) =>
        [path.relative(SRC, file), path.relative(SRC, path.resolve(path.dirname(file), spec!))] as [
          string,
          string,
        ],
    ),
  );
}

const topFolderOf = (file: string) => (file.includes('/') ? file.split('/')[0]! : file);
const pageOf = (file: string) => /^pages\/([^/]+)\//.exec(file)?.[1];
/** `common/<part>/…` → part; a file directly in common/ belongs to no part. */
const commonPartOf = (file: string) => /^common\/([^/]+)\//.exec(file)?.[1];

describe('console module boundaries', () => {
  it('names every top-level folder of src/ in the layers', () => {
    const folders = readdirSync(SRC).filter((name) => statSync(path.join(SRC, name)).isDirectory());
    expect([...folders].sort()).toEqual([...LAYERS].sort());
  });

  it('no import runs back up the layers', () => {
    const rank = (file: string) => {
      const folder = topFolderOf(file);
      return folder === 'main.tsx' ? LAYERS.length : LAYERS.indexOf(folder as never);
    };
    const upward = imports()
      .filter(([from, to]) => rank(to) > rank(from))
      .map(([from, to]) => `${from} -> ${to}`);
    expect(upward).toEqual([]);
  });

  it('the parts of common/ import each other in one direction only', () => {
    const arrows = new Set(
      imports()
        .map(([from, to]) => [commonPartOf(from), commonPartOf(to)])
        .filter(([from, to]) => from && to && from !== to)
        .map(([from, to]) => `${from} -> ${to}`),
    );
    const both = [...arrows].filter((arrow) =>
      arrows.has(arrow.split(' -> ').reverse().join(' -> ')),
    );
    expect(both).toEqual([]);
  });

  it('pages import no other page: what two pages share lives in common/', () => {
    const crossings = imports().filter(([from, to]) => {
      const source = pageOf(from);
      const target = pageOf(to);
      return source !== undefined && target !== undefined && source !== target;
    });
    expect(crossings).toEqual([]);
  });

  it('no page defaults the unit id to an empty string', () => {
    const defaulted = sourceFiles(path.join(SRC, 'pages')).filter((file) =>
      /ouid\s*=\s*''/.test(readFileSync(file, 'utf8')),
    );
    expect(defaulted).toEqual([]);
  });
});
