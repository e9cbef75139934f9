import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { defineConfig, type Plugin } from 'vite';

import { trimCloudscapeData } from './vite-cloudscape-trim.mjs';
import { hotPathPatches } from './vite-hot-path-patches.mjs';
import { preactCompat } from './vite-preact.mjs';
import { prerenderPublicPages } from './vite-prerender.mjs';

const frontendDir = path.dirname(fileURLToPath(import.meta.url));
const FONT_FILE = /\.(woff2?|ttf|otf|eot)$/;
const MESSAGE_PARSER_WITHOUT_PARSER = path.join(
  path.dirname(createRequire(import.meta.url).resolve('@formatjs/icu-messageformat-parser')),
  'lib/no-parser.js',
);

export default defineConfig({
  root: frontendDir,
  plugins: [
    preactCompat(),
    trimCloudscapeData(path.join(frontendDir, 'src')),
    hotPathPatches(),
    extractInlineFonts(),
    refreshedAppLayoutOnly(),
    dropHighContrastHeaderStyles(),
    prerenderPublicPages(fileURLToPath(import.meta.url)),
  ],
  resolve: {
    alias: [
      { find: '@domain', replacement: path.resolve(frontendDir, '../lambdas/domain') },
      // Cloudscape's messages ship pre-compiled (message ASTs), so the formatter never parses:
      // formatjs's documented no-parser build of the parser package saves its bundle share.
      { find: /^@formatjs\/icu-messageformat-parser$/, replacement: MESSAGE_PARSER_WITHOUT_PARSER },
    ],
  },
  build: {
    outDir: path.resolve(frontendDir, 'dist'),
    emptyOutDir: true,
    manifest: true,
    // Fonts are always separate, cacheable files; other small assets use Vite's default rule.
    assetsInlineLimit: (file) => (FONT_FILE.test(file) ? false : undefined),
  },
});

/**
 * The `app-layout/internal.js` of the pinned `@cloudscape-design/components` (3.0.1383) that
 * `refreshedAppLayoutOnly` replaces; any other content stops the build.
 */
export const APP_LAYOUT_INTERNAL_SHA256 =
  '1f9ed9bcabf92690619026033d19f71c2c539cec9427d22676a545ce742073d3';

/** What `app-layout/internal.js` becomes: the one implementation this build ever renders. */
export const REFRESHED_APP_LAYOUT_INTERNAL = `import React from 'react';
import RefreshedAppLayout from './visual-refresh';
export const AppLayoutInternal = React.forwardRef((props, ref) =>
  React.createElement(RefreshedAppLayout, { ref: ref, ...props }));
`;

/**
 * Cloudscape's `AppLayout` bundles three implementations and picks one at run time: classic (only
 * without visual refresh, which this package build always has: `ALWAYS_VISUAL_REFRESH = true`),
 * the toolbar layout (only when the AWS console's global flag `appLayoutToolbar`/`appLayoutWidget`
 * is set, never here; it brings @dnd-kit, global drawers and feature prompts) and the refreshed
 * layout, the one the console renders. This keeps only the refreshed one: about 30 kB gzip JS and
 * the other layouts' CSS less on every signed-in route. It checks the file it replaces (hash) and
 * the visual refresh setting, so a Cloudscape update stops the build instead of changing the
 * layout; test/unit/console/app-layout-refresh-only.test.ts checks the same against node_modules.
 * Production build only: the dev server serves Cloudscape unchanged (the same layout renders).
 */
function refreshedAppLayoutOnly(): Plugin {
  const internalFile = /[\\/]@cloudscape-design[\\/]components[\\/]app-layout[\\/]internal\.js$/;
  return {
    name: 'console:refreshed-app-layout-only',
    apply: 'build',
    buildStart() {
      const problem = checkAppLayoutInternal(frontendDir);
      if (problem) this.error(problem);
    },
    load(id) {
      return internalFile.test(id) ? REFRESHED_APP_LAYOUT_INTERNAL : null;
    },
  };
}

/** Why the AppLayout replacement no longer fits the installed Cloudscape, or undefined. */
export function checkAppLayoutInternal(fromDir: string): string | undefined {
  const require = createRequire(path.join(fromDir, 'package.json'));
  const root = path.dirname(require.resolve('@cloudscape-design/components/package.json'));
  const internal = readFileSync(path.join(root, 'app-layout/internal.js'));
  const sha256 = createHash('sha256').update(internal).digest('hex');
  if (sha256 !== APP_LAYOUT_INTERNAL_SHA256) {
    return `@cloudscape-design/components/app-layout/internal.js changed (sha256 ${sha256}): review refreshedAppLayoutOnly in frontend/vite.config.mts`;
  }
  const environment = readFileSync(path.join(root, 'internal/environment.js'), 'utf8');
  if (!/ALWAYS_VISUAL_REFRESH = true;/.test(environment)) {
    return '@cloudscape-design/components is no longer always visual refresh: review refreshedAppLayoutOnly in frontend/vite.config.mts';
  }
  return undefined;
}

/** Cloudscape's class for `headerVariant="high-contrast"` (`internal/utils/content-header-utils.js`). */
const HIGH_CONTRAST_HEADER = '.awsui-context-content-header';

/**
 * Cloudscape's design tokens carry a second set for the high-contrast page header (the
 * `headerVariant="high-contrast"` option of AppLayout and ContentLayout), about 50 kB of CSS (5 kB
 * gzip) on every route. The console never uses that variant, so its rules are dropped from the
 * built CSS; the build stops if a console source mentions `high-contrast` (then remove this plugin).
 */
function dropHighContrastHeaderStyles(): Plugin {
  return {
    name: 'console:drop-high-contrast-header-styles',
    apply: 'build',
    transform(code, id) {
      if (id.startsWith(path.join(frontendDir, 'src')) && code.includes('high-contrast')) {
        this.error(`${id} uses the high-contrast header: remove dropHighContrastHeaderStyles`);
      }
      return null;
    },
    generateBundle(_options, bundle) {
      for (const file of Object.values(bundle)) {
        if (file.type !== 'asset' || !file.fileName.endsWith('.css')) continue;
        const css =
          typeof file.source === 'string' ? file.source : new TextDecoder().decode(file.source);
        if (css.includes(HIGH_CONTRAST_HEADER)) file.source = dropRules(css, HIGH_CONTRAST_HEADER);
      }
    },
  };
}

/**
 * Removes the style rules whose every selector starts with `prefix`, inside at-rule blocks too.
 * Built CSS only (minified, no nesting of style rules).
 */
export function dropRules(css: string, prefix: string): string {
  let out = '';
  let index = 0;
  while (index < css.length) {
    const open = css.indexOf('{', index);
    if (open < 0) return out + css.slice(index);
    const close = matchingBrace(css, open);
    // Statements such as `@layer a, b;` or `@import …;` before the rule are kept as they are.
    const statementsEnd = css.lastIndexOf(';', open) + 1;
    if (statementsEnd > index) out += css.slice(index, statementsEnd);
    const head = css.slice(Math.max(index, statementsEnd), open);
    const body = css.slice(open + 1, close);
    const prelude = head.trim();
    if (prelude.startsWith('@')) {
      const grouping = /^@(media|layer|supports|container)\b/.test(prelude);
      const inner = grouping ? dropRules(body, prefix) : body;
      if (!grouping || inner.trim() !== '') {
        out += `${head}{${inner}}`;
      }
    } else if (!prelude.split(',').every((selector) => selector.trim().startsWith(prefix))) {
      out += `${head}{${body}}`;
    }
    index = close + 1;
  }
  return out;
}

function matchingBrace(css: string, open: number): number {
  let depth = 0;
  let quote: string | undefined;
  for (let i = open; i < css.length; i++) {
    const char = css[i];
    if (quote) {
      if (char === '\\') i++;
      else if (char === quote) quote = undefined;
    } else if (char === '"' || char === "'") quote = char;
    else if (char === '{') depth++;
    else if (char === '}' && --depth === 0) return i;
  }
  throw new Error('Unbalanced CSS braces');
}

const INLINE_FONT = /url\((['"]?)data:font\/(woff2?|ttf|otf);base64,([A-Za-z0-9+/=]+)\1\)/g;

/**
 * Cloudscape's global styles embed their fonts as base64 `data:` URLs, which makes the first CSS
 * download carry every font face. This moves each into its own hashed, cacheable asset file next
 * to the CSS, so the browser fetches only the faces a page uses. The faces also get
 * `font-display: swap`: text paints at once in a fallback font instead of waiting for the download.
 */
function extractInlineFonts(): Plugin {
  return {
    name: 'console:extract-inline-fonts',
    apply: 'build',
    generateBundle(_options, bundle) {
      const emitted = new Map<string, string>();
      for (const file of Object.values(bundle)) {
        if (file.type !== 'asset' || !file.fileName.endsWith('.css')) continue;
        const css =
          typeof file.source === 'string' ? file.source : new TextDecoder().decode(file.source);
        if (!css.includes('data:font/')) continue;
        file.source = withFontDisplaySwap(css).replace(
          INLINE_FONT,
          (_match, _quote: string, format: string, base64: string) => {
            let fileName = emitted.get(base64);
            if (!fileName) {
              const reference = this.emitFile({
                type: 'asset',
                name: `font.${format}`,
                source: Buffer.from(base64, 'base64'),
              });
              fileName = this.getFileName(reference);
              emitted.set(base64, fileName);
            }
            return `url(${relativeTo(file.fileName, fileName)})`;
          },
        );
      }
    },
  };
}

function withFontDisplaySwap(css: string): string {
  return css.replace(/@font-face\s*\{(?![^}]*font-display)/g, '@font-face{font-display:swap;');
}

/** The emitted font's URL as seen from the CSS file (both live under the assets folder). */
function relativeTo(cssFile: string, assetFile: string): string {
  const cssDepth = cssFile.split('/').length - 1;
  return `${'../'.repeat(cssDepth)}${assetFile}`;
}
