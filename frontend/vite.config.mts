import path from 'node:path';
import { fileURLToPath } from 'node:url';

import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

import { extractInlineFonts } from './build/extract-inline-fonts';

const frontendDir = path.dirname(fileURLToPath(import.meta.url));
const FONT_FILE = /\.(woff2?|ttf|otf|eot)$/;

export default defineConfig({
  root: frontendDir,
  plugins: [react(), extractInlineFonts()],
  resolve: {
    alias: { '@domain': path.resolve(frontendDir, '../lambdas/domain') },
  },
  build: {
    outDir: path.resolve(frontendDir, 'dist'),
    emptyOutDir: true,
    manifest: true,
    // Fonts are always separate, cacheable files; other small assets use Vite's default rule.
    assetsInlineLimit: (file) => (FONT_FILE.test(file) ? false : undefined),
  },
});
