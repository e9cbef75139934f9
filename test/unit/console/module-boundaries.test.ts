import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const SRC = path.resolve(__dirname, '../../../frontend/src');
const IMPORT = /(?:from |import\()'(\.{1,2}\/[^']*)'/g;

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

const pageOf = (file: string) => /^pages\/([^/]+)\//.exec(file)?.[1];

describe('console module boundaries (issue 12 §5)', () => {
  it('pages import no other page: what two pages share lives in common/', () => {
    const crossings = imports().filter(([from, to]) => {
      const source = pageOf(from);
      const target = pageOf(to);
      return source !== undefined && target !== undefined && source !== target;
    });
    expect(crossings).toEqual([]);
  });

  it('common/ imports nothing from app/ or pages/', () => {
    const upward = imports().filter(
      ([from, to]) => from.startsWith('common/') && /^(app|pages)\//.test(to),
    );
    expect(upward).toEqual([]);
  });

  it('no page defaults the unit id to an empty string', () => {
    const defaulted = sourceFiles(path.join(SRC, 'pages')).filter((file) =>
      /ouid\s*=\s*''/.test(readFileSync(file, 'utf8')),
    );
    expect(defaulted).toEqual([]);
  });
});
