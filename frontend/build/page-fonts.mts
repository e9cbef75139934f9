/**
 * Which of Cloudscape's font files a page's first render uses, read from the `@font-face` rules of
 * the page's stylesheets, so the page can ask for them before its text needs them.
 */

/** Cloudscape's text (400) and headings and strong text (700), upright. */
const TEXT_AND_HEADINGS = ['400 normal', '700 normal'];
/** The placeholders of Cloudscape's inputs and filters: text (400), italic. */
const PLACEHOLDERS = '400 italic';

/**
 * Chunks of Cloudscape's text fields (named after their first module): a page that loads one
 * shows placeholders.
 */
const TEXT_FIELD_CHUNK = /\/(input|textarea|select|autosuggest|text-filter)-[\w-]+\.js$/;

const FONT_FACE = /@font-face\s*\{([^}]*)\}/g;

type ReadStyle = (href: string) => string;

/**
 * The font files of the `@font-face` rules for `faces` (`'<weight> <style>'`) in the stylesheets
 * at `styles`, resolved against the stylesheet's own path (as the browser resolves them).
 */
function fontFiles(
  styles: readonly string[],
  readStyle: ReadStyle,
  faces: readonly string[],
): string[] {
  const fonts = new Set<string>();
  for (const href of styles) {
    for (const [, rule] of readStyle(href).matchAll(FONT_FACE)) {
      const weight = /font-weight:\s*(\d+)/.exec(rule!)?.[1];
      const style = /font-style:\s*(\w+)/.exec(rule!)?.[1] ?? 'normal';
      const url = /url\(\s*["']?([^"')]+\.woff2)["']?\s*\)/.exec(rule!)?.[1];
      if (!url || !faces.includes(`${weight} ${style}`)) continue;
      fonts.add(new URL(url, `https://console.invalid${href}`).pathname);
    }
  }
  return [...fonts];
}

/** The fonts of a prerendered page's first paint: text and headings. */
export function firstPaintFonts(styles: readonly string[], readStyle: ReadStyle): string[] {
  return fontFiles(styles, readStyle, TEXT_AND_HEADINGS);
}

/**
 * The fonts of a page that script draws (a route shell) from `styles`: text and headings, and the
 * italic of placeholders when the page's own `files` hold a text field.
 */
export function scriptDrawnFonts(
  styles: readonly string[],
  readStyle: ReadStyle,
  files: readonly string[],
): string[] {
  const italic = files.some((file) => TEXT_FIELD_CHUNK.test(file));
  return fontFiles(
    styles,
    readStyle,
    italic ? [...TEXT_AND_HEADINGS, PLACEHOLDERS] : TEXT_AND_HEADINGS,
  );
}
