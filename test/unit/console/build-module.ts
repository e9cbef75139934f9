/**
 * The console's build modules (`frontend/build/*.mts`) are ESM, as Vite loads them, and Jest runs
 * CommonJS: a child Node with tsx imports one and prints what the test needs, as JSON.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(__dirname, '../../..');

/**
 * The value of `expression`, evaluated where the named exports of `frontend/<file>` are imported,
 * e.g. `fromBuildModule('build/prerender.mts', ['BOOT_SCRIPT'], 'BOOT_SCRIPT')`.
 */
export function fromBuildModule<T>(file: string, names: readonly string[], expression: string): T {
  const modulePath = JSON.stringify(path.join(root, 'frontend', file));
  const script = `import { ${names.join(', ')} } from ${modulePath};
console.log(JSON.stringify(${expression}));`;
  const output = execFileSync(
    process.execPath,
    ['--import', 'tsx', '--input-type=module', '-e', script],
    { cwd: root, encoding: 'utf8' },
  );
  return JSON.parse(output) as T;
}
