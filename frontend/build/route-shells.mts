/**
 * A page per route pattern that names the route's chunks in its markup. Served for the route by
 * the CDN's routing function instead of `index.html`, it lets the browser's preload scanner ask
 * for every chunk while the HTML is parsed. `index.html`'s inline script does the same for any
 * other host, but a script adds each link in turn on the main thread, before the entry can run:
 * under Lighthouse's phone profile that was one task of about 180 ms (725 ms simulated) on a unit
 * page's critical path, and links a script adds are not the page's own markup to the browser's
 * (and Lighthouse's) view of what the first paint waits for.
 */
import { createHash } from 'node:crypto';

import type { RoutePreloadTable } from './route-preloads.mjs';

/** A pathname pattern and the page served for it (`/prerendered/route-….html`). */
export type RoutePage = [pattern: string, page: string];

export interface RouteShells {
  /** In match order; a path that matches none gets `index.html`. */
  routes: RoutePage[];
  /** Served path → markup; routes that load the same files share one. */
  pages: Map<string, string>;
}

/** Where a path whose first segment is public but has no route of its own goes. */
export const INDEX_PAGE = '/index.html';

/**
 * A chunk's module preload, or a stylesheet linked as Vite's chunk loader links it: the loader
 * then finds it in place and adds none (about 20 links, and the parse of each sheet, in the
 * entry's own task otherwise).
 */
function assetTag(href: string): string {
  return /\.css$/.test(href)
    ? `<link rel="stylesheet" crossorigin href="${href}">`
    : `<link rel="modulepreload" crossorigin href="${href}">`;
}

/**
 * A font the page's text will use. Script draws the page, so its text needs no font until the
 * chunks have arrived and run: asked for at once but at low priority, the font does not slow
 * those chunks down and is there when the text first renders, which then never reflows (nor do
 * the components that measure it). Left to the stylesheet, the browser asks for it only when the
 * text renders, at the highest priority, and draws the text again when it arrives.
 */
function fontTag(href: string): string {
  return `<link rel="preload" as="font" type="font/woff2" crossorigin fetchpriority="low" href="${href}">`;
}

/** `html` asking early for the `fonts` its script-drawn page uses (`page-fonts.mts`). */
export function withFontPreloads(html: string, fonts: readonly string[]): string {
  if (!html.includes('</head>')) throw new Error('index.html has no </head>');
  if (fonts.length === 0) return html;
  return html.replace('</head>', `  ${fonts.map(fontTag).join('\n    ')}\n  </head>`);
}

/**
 * `template` (the built index.html without the inline script) naming `files` in its head, and
 * the `fonts` its page's text uses.
 */
export function routeShellHtml(
  template: string,
  files: readonly string[],
  fonts: readonly string[] = [],
): string {
  if (!template.includes('</head>')) throw new Error('index.html has no </head>');
  const tags = files.map(assetTag).join('\n    ');
  return withFontPreloads(template.replace('</head>', `  ${tags}\n  </head>`), fonts);
}

/** What a unit route's page paints before the console's code runs, and the script that starts it. */
export interface UnitFirstPaint {
  /** Markup for `#root` (scripts that must run before the paint included). */
  markup: string;
  /** The prerendered pages' boot script (`prerender.mts`): the code loads after the first paint. */
  bootScript: string;
}

const ENTRY_SCRIPT = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/;
const MODULE_PRELOAD = /\s*<link rel="modulepreload"[^>]*>/g;
const EMPTY_ROOT = '<div id="root"></div>';

/**
 * A unit route's page: `template` with `firstPaint.markup` in its root and the route's stylesheets
 * linked, so it paints as soon as they have arrived; its chunks (named for the boot script, with
 * the entry) are asked for only after that paint, one link per task, then the entry runs.
 */
export function paintedShellHtml(
  template: string,
  files: readonly string[],
  fonts: readonly string[],
  firstPaint: UnitFirstPaint,
): string {
  const entry = ENTRY_SCRIPT.exec(template)?.[1];
  if (!entry || !template.includes(EMPTY_ROOT)) {
    throw new Error('index.html has no entry script or no empty <div id="root"></div>');
  }
  const styles = files.filter((file) => file.endsWith('.css'));
  // The entry's own imports (index.html's module preloads) first, then the route's chunks.
  const entryImports = [...template.matchAll(MODULE_PRELOAD)].flatMap(
    ([tag]) => /href="([^"]+)"/.exec(tag)?.[1] ?? [],
  );
  const modules = [...new Set([...entryImports, ...files.filter((file) => file.endsWith('.js'))])];
  const boot = `<script src="${firstPaint.bootScript}" data-entry="${entry}" data-preloads='${JSON.stringify(modules)}' defer></script>`;
  const html = template
    .replace(ENTRY_SCRIPT, '')
    .replace(MODULE_PRELOAD, '')
    .replace(EMPTY_ROOT, `<div id="root">${firstPaint.markup}</div>`);
  return withFontPreloads(
    html.replace('</head>', `  ${[...styles.map(assetTag), boot].join('\n    ')}\n  </head>`),
    fonts,
  );
}

function escapeForPattern(segment: string): string {
  return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * One shell per distinct set of files, in the inline script's order of matching: the public
 * routes, then every other path under a public first segment (index.html: no unit chunks), then
 * the unit routes, which paint `unitFirstPaint` when given. Each also asks for the fonts
 * `fontsFor` picks for its files.
 */
export function routeShells(
  template: string,
  table: RoutePreloadTable,
  folder: string,
  fontsFor: (files: readonly string[]) => readonly string[] = () => [],
  unitFirstPaint?: UnitFirstPaint,
): RouteShells {
  const pages = new Map<string, string>();
  const shellFor = (indexes: readonly number[], firstPaint?: UnitFirstPaint): string => {
    const files = indexes.map((index) => table.files[index]!);
    const html = firstPaint
      ? paintedShellHtml(template, files, fontsFor(files), firstPaint)
      : routeShellHtml(template, files, fontsFor(files));
    const hash = createHash('sha256').update(html).digest('base64url').slice(0, 10);
    const page = `/${folder}/route-${hash}.html`;
    pages.set(page, html);
    return page;
  };
  const routes: RoutePage[] = table.publicRoutes.map(([pattern, indexes]) => [
    pattern,
    shellFor(indexes),
  ]);
  if (table.publicSegments.length > 0) {
    const segments = table.publicSegments.map(escapeForPattern).join('|');
    routes.push([`^/(${segments})(/|$)`, INDEX_PAGE]);
  }
  for (const [pattern, indexes] of table.routes) {
    routes.push([pattern, shellFor([...table.common, ...indexes], unitFirstPaint)]);
  }
  return { routes, pages };
}
