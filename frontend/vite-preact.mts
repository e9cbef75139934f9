/**
 * The console renders with Preact (`preact/compat`) instead of React: Cloudscape, React Router and
 * swr import `react` and `react-dom`, and every such import resolves to Preact's React-compatible
 * layer, about 58 kB gzip less JS on every route (issue 12's budgets; docs/benchmarks.md). The
 * sources keep React's types and imports, and the unit tests (jest) still run on React.
 *
 * The dev server (which the browser tests use) must never hold two copies of Preact: a second
 * copy makes hooks read another copy's state (`Cannot read properties of undefined (reading
 * '__H')`). So the dependency optimiser bundles every Preact entry point in its first run, one
 * module per name (`resolve.dedupe`), in a cache folder of its own (a React-era cache is never
 * reused), and it scans every console source up front, so no dependency met late in a test
 * re-runs it: such a re-run is also what answered a page's request with `504 Outdated Optimize
 * Dep`.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import type { Plugin, UserConfig } from 'vite';

const CACHE_DIR = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../node_modules/.vite-preact',
);

/** What each React module name becomes; anything else (`react-router-dom`, …) is untouched. */
export const PREACT_ALIASES: Readonly<Record<string, string>> = {
  react: 'preact/compat',
  'react-dom': 'preact/compat',
  'react-dom/client': 'preact/compat/client',
  'react-dom/server': 'preact/compat/server',
  'react/jsx-runtime': 'preact/compat/jsx-runtime',
  'react/jsx-dev-runtime': 'preact/compat/jsx-dev-runtime',
};

/** The Preact modules the optimiser bundles in its first run. */
export const PREACT_ENTRY_POINTS = [
  'preact',
  'preact/hooks',
  'preact/compat',
  'preact/compat/client',
  'preact/jsx-runtime',
  'preact/compat/jsx-runtime',
  'preact/compat/jsx-dev-runtime',
] as const;

/** React 19 hooks that React Router looks up and does without when missing (as in Preact). */
const DETECTED_REACT_19_HOOKS =
  /Import `(use|useOptimistic)` will always be undefined because there is no matching export in '[^']*preact\/compat\//;

type WarningHandler = NonNullable<
  NonNullable<NonNullable<UserConfig['build']>['rolldownOptions']>['onwarn']
>;

/**
 * Leaves out two warnings that say nothing here: the `'use client'` directives of Cloudscape's
 * modules (as @vitejs/plugin-react did) and React Router's feature tests for React 19 hooks.
 */
const withoutExpectedWarnings: WarningHandler = (warning, defaultHandler) => {
  if (warning.code === 'MODULE_LEVEL_DIRECTIVE' && warning.message.includes('use client')) return;
  if (warning.code === 'IMPORT_IS_UNDEFINED' && DETECTED_REACT_19_HOOKS.test(warning.message)) {
    return;
  }
  defaultHandler(warning);
};

const exact = (name: string) => new RegExp(`^${name.replaceAll('/', '\\/')}$`);

export function preactCompat(): Plugin {
  return {
    name: 'console:preact-compat',
    config() {
      return {
        // JSX compiles to `react/jsx-runtime` (tsconfig `jsx: react-jsx`), aliased below. There is
        // no fast refresh (React's needs react-dom): an edited module reloads the page.
        oxc: { jsx: { runtime: 'automatic', importSource: 'react' } },
        resolve: {
          alias: Object.entries(PREACT_ALIASES).map(([find, replacement]) => ({
            find: exact(find),
            replacement,
          })),
          dedupe: ['preact'],
        },
        build: { rolldownOptions: { onwarn: withoutExpectedWarnings } },
        cacheDir: CACHE_DIR,
        optimizeDeps: {
          entries: ['index.html', 'src/**/*.{ts,tsx}'],
          include: [...PREACT_ENTRY_POINTS],
          rolldownOptions: { transform: { jsx: { runtime: 'automatic' } } },
        },
      };
    },
  };
}
