import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { defineConfig } from 'vite';

import { extractInlineFonts } from './build/inline-fonts.mjs';
import { prerenderPublicPages } from './build/prerender.mjs';

const frontendDir = path.dirname(fileURLToPath(import.meta.url));
const FONT_FILE = /\.(woff2?|ttf|otf|eot)$/;

export default defineConfig({
  root: frontendDir,
  plugins: [extractInlineFonts(), prerenderPublicPages(fileURLToPath(import.meta.url))],
  oxc: { jsx: { runtime: 'automatic', importSource: 'react' } },
  resolve: {
    alias: [
      { find: '@domain', replacement: path.resolve(frontendDir, '../lambdas/domain') },
      // Cloudscape's messages ship pre-compiled (message ASTs), so the formatter never parses:
      // formatjs's documented no-parser entry point of the parser package.
      {
        find: /^@formatjs\/icu-messageformat-parser$/,
        replacement: '@formatjs/icu-messageformat-parser/no-parser',
      },
    ],
  },
  build: {
    outDir: path.resolve(frontendDir, 'dist'),
    emptyOutDir: true,
    manifest: true,
    // Fonts are always separate, cacheable files; other small assets use Vite's default rule.
    assetsInlineLimit: (file) => (FONT_FILE.test(file) ? false : undefined),
    rolldownOptions: {
      onwarn(warning, defaultHandler) {
        // Cloudscape marks its modules `'use client'`, which means nothing to a client bundle.
        if (warning.code === 'MODULE_LEVEL_DIRECTIVE' && warning.message.includes('use client')) {
          return;
        }
        defaultHandler(warning);
      },
    },
  },
});
