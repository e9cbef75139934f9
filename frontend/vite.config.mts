import path from 'node:path';
import { fileURLToPath } from 'node:url';

import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

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

const INLINE_FONT = /url\((['"]?)data:font\/(woff2?|ttf|otf);base64,([A-Za-z0-9+/=]+)\1\)/g;

/**
 * Cloudscape's global styles embed their fonts as base64 `data:` URLs, which makes the first CSS
 * download carry every font face. This moves each into its own hashed, cacheable asset file next
 * to the CSS, so the browser fetches only the faces a page uses.
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
        file.source = css.replace(
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

/** The emitted font's URL as seen from the CSS file (both live under the assets folder). */
function relativeTo(cssFile: string, assetFile: string): string {
  const cssDepth = cssFile.split('/').length - 1;
  return `${'../'.repeat(cssDepth)}${assetFile}`;
}
