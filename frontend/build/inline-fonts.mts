/**
 * Cloudscape's global styles embed their fonts as base64 `data:` URLs, which makes the first CSS
 * download carry every font face. This moves each into its own hashed, cacheable asset file next
 * to the CSS, so the browser fetches only the faces a page uses. The faces also get
 * `font-display: swap`: text paints at once in a fallback font instead of waiting for the download.
 * Only our own build output is changed; the package's stylesheet is read as published.
 */
import type { Plugin } from 'vite';

const INLINE_FONT = /url\((['"]?)data:font\/(woff2?|ttf|otf);base64,([A-Za-z0-9+/=]+)\1\)/g;

export function extractInlineFonts(): Plugin {
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
