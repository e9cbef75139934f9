/**
 * Prerenders the public pages' first paint at build time. After the client build, an SSR build of
 * `src/prerender/render-page.tsx` renders each page of `PRERENDERED_PAGES` to markup, which goes
 * into a copy of the built `index.html` (inside `#root`) together with the
 * page's stylesheets and module preloads. The CDN serves `prerendered/<file>` for the page's path
 * (`prerendered/pages.json`, read by `lib/constructs/website.ts`): the page paints as soon as the
 * HTML and its CSS arrive, and the console replaces it once its code has loaded. Last, the same
 * step names each route's chunks in `index.html` (`route-preloads.mts`), since both need
 * the client build's manifest and the route tables only the SSR build can read.
 */
import { createHash } from 'node:crypto';
import { mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

import { build, type Plugin, type ResolvedConfig } from 'vite';

import {
  type PublicRouteModules,
  routePreloadScript,
  routePreloadTable,
  type UnitRouteModules,
  withRoutePreloads,
} from './route-preloads.mjs';
import { firstPaintFonts, scriptDrawnFonts } from './page-fonts.mjs';
import { type RoutePage, routeShells, withFontPreloads } from './route-shells.mjs';

/** Folder of the prerendered pages in the build output, and the path → file map inside it. */
export const PRERENDERED_DIR = 'prerendered';
export const PRERENDERED_PAGES_FILE = `${PRERENDERED_DIR}/pages.json`;

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

interface RenderModule {
  renderPage: (pathname: string) => Promise<string>;
  renderUnitLoading: () => string;
  PRERENDERED_PAGES: Readonly<Record<string, { file: string; page: string }>>;
  BEFORE_FIRST_PAINT_SCRIPT: string;
  UNIT_ROUTE_MODULES: readonly UnitRouteModules[];
  PUBLIC_SEGMENTS: readonly string[];
  STARTUP_MODULES: readonly string[];
  PUBLIC_ROUTE_MODULES: readonly PublicRouteModules[];
}

/**
 * `prerendered/pages.json`: the file served for each prerendered path, and the CSP hashes of the
 * inline scripts the pages hold (read by `lib/constructs/console-deployment.ts`).
 */
export interface PrerenderedPagesFile {
  pages: Record<string, string>;
  /** Per pathname pattern, in match order, the page naming that route's chunks (a route shell). */
  routes: RoutePage[];
  inlineScriptHashes: string[];
}

export function prerenderPublicPages(configFile: string): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'console:prerender-public-pages',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    async closeBundle() {
      if (config.build.ssr || !config.build.write) return;
      const outDir = path.resolve(config.root, config.build.outDir);
      const serverDir = mkdtempSync(path.join(os.tmpdir(), 'console-prerender-'));
      try {
        await build({
          configFile,
          logLevel: 'warn',
          ssr: { noExternal: true },
          build: {
            ssr: path.join(config.root, 'src/prerender/render-page.tsx'),
            outDir: serverDir,
            emptyOutDir: true,
            copyPublicDir: false,
            manifest: false,
          },
        });
        const render = (await import(
          pathToFileURL(path.join(serverDir, 'render-page.mjs')).href
        )) as RenderModule;
        const manifest = JSON.parse(
          readFileSync(path.join(outDir, manifestFile(config)), 'utf8'),
        ) as Manifest;
        const template = readFileSync(path.join(outDir, 'index.html'), 'utf8');
        const base = config.base;
        const readStyle = (href: string) =>
          readFileSync(path.join(outDir, href.slice(base.length)), 'utf8');
        const bootScript = `${base}${config.build.assetsDir}/prerender-boot-${contentHash(BOOT_SCRIPT)}.js`;
        writeFileSync(path.join(outDir, bootScript.slice(base.length)), BOOT_SCRIPT);
        mkdirSync(path.join(outDir, PRERENDERED_DIR), { recursive: true });
        const pages: Record<string, string> = {};
        for (const [pathname, { file, page }] of Object.entries(render.PRERENDERED_PAGES)) {
          const markup = await render.renderPage(pathname);
          const startup = render.STARTUP_MODULES.map((module) => `src/${module}`);
          const assets = pageAssets(manifest, [page, ...startup], base);
          const fonts = firstPaintFonts(assets.styles, readStyle);
          const html = prerenderedHtml(template, markup, { ...assets, fonts }, readStyle, {
            boot: bootScript,
            beforeFirstPaint: render.BEFORE_FIRST_PAINT_SCRIPT,
          });
          writeFileSync(path.join(outDir, PRERENDERED_DIR, file), html);
          pages[pathname] = `/${PRERENDERED_DIR}/${file}`;
        }
        // Last: the prerendered pages above are made from index.html without it.
        const table = routePreloadTable(
          manifest,
          render.UNIT_ROUTE_MODULES,
          render.PUBLIC_SEGMENTS,
          base,
          render.PUBLIC_ROUTE_MODULES,
        );
        const entryStyles = pageAssets(manifest, [], base).styles;
        const fontsFor = (files: readonly string[]) =>
          scriptDrawnFonts(entryStyles, readStyle, files);
        // A unit's page paints its loading state (top bar, spinner) from its HTML, in the
        // visitor's remembered colour scheme and density, and loads its code after that paint.
        const shells = routeShells(template, table, PRERENDERED_DIR, fontsFor, {
          markup: `<script>${render.BEFORE_FIRST_PAINT_SCRIPT}</script>${render.renderUnitLoading()}`,
          bootScript,
        });
        for (const [page, html] of shells.pages) writeFileSync(path.join(outDir, page), html);
        const routePreloads = routePreloadScript(table);
        const indexHtml = withRoutePreloads(
          withFontPreloads(template, fontsFor([])),
          routePreloads,
        );
        writeFileSync(path.join(outDir, 'index.html'), indexHtml);
        const listing: PrerenderedPagesFile = {
          pages,
          routes: shells.routes,
          inlineScriptHashes: [cspHash(render.BEFORE_FIRST_PAINT_SCRIPT), cspHash(routePreloads)],
        };
        writeFileSync(path.join(outDir, PRERENDERED_PAGES_FILE), JSON.stringify(listing, null, 2));
      } finally {
        rmSync(serverDir, { recursive: true, force: true });
      }
    },
  };
}

function contentHash(text: string): string {
  return createHash('sha256').update(text).digest('base64url').slice(0, 8);
}

/** A CSP source allowing exactly this inline script. */
function cspHash(script: string): string {
  return `'sha256-${createHash('sha256').update(script).digest('base64')}'`;
}

function manifestFile(config: ResolvedConfig): string {
  const { manifest } = config.build;
  if (!manifest) throw new Error('Prerendering needs the build manifest (build.manifest)');
  return typeof manifest === 'string' ? manifest : '.vite/manifest.json';
}

/** A chunk and its static imports, each after what it imports (the order Vite links CSS in). */
function staticClosure(
  manifest: Manifest,
  key: string,
  closure = new Set<string>(),
  visiting = new Set<string>(),
): Set<string> {
  if (closure.has(key) || visiting.has(key)) return closure;
  visiting.add(key);
  for (const imported of manifest[key]?.imports ?? []) {
    staticClosure(manifest, imported, closure, visiting);
  }
  closure.add(key);
  return closure;
}

/** What a prerendered page loads: the entry module, the modules to preload, the stylesheets. */
export interface PageAssets {
  entry: string;
  preloads: string[];
  styles: string[];
  /** Font files the first paint uses, preloaded so the text does not reflow when they arrive. */
  fonts?: string[];
}

/**
 * The entry chunk and the page's modules (its page chunk, the session code every page starts)
 * with their static imports: the entry's file, every other chunk's file to preload, and their
 * stylesheets in load order (the entry's first).
 */
export function pageAssets(
  manifest: Manifest,
  modules: readonly string[],
  base: string,
): PageAssets {
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entryKey) throw new Error('The build has no entry chunk');
  const keys = staticClosure(manifest, entryKey);
  for (const module of modules) {
    if (!manifest[module]) throw new Error(`The build has no chunk for ${module}`);
    staticClosure(manifest, module, keys);
  }
  const preloads: string[] = [];
  const styles = new Set<string>();
  for (const key of keys) {
    const chunk = manifest[key]!;
    if (key !== entryKey && chunk.file.endsWith('.js')) preloads.push(base + chunk.file);
    for (const sheet of chunk.css ?? []) styles.add(base + sheet);
  }
  return { entry: base + manifest[entryKey]!.file, preloads, styles: [...styles] };
}

/**
 * Loads the console after the first paint: a classic deferred script (CSP `script-src 'self'`)
 * that, once a frame has painted, preloads the entry and the page's modules and then starts the
 * entry. Until then the network carries only what the first paint needs. A hidden tab, which
 * paints no frame, starts at once. Adding a preload link costs a few milliseconds of main thread
 * on a phone (more under a profiler), so each link is added in a task of its own, and the entry's
 * script comes last: when the entry runs, Vite's chunk loader finds every chunk the page and the
 * session code need already linked and adds none in the entry's own, longer task.
 */
export const BOOT_SCRIPT = `(function () {
  var script = document.currentScript;
  var entry = script.getAttribute('data-entry');
  var preloads = [entry].concat(JSON.parse(script.getAttribute('data-preloads')));
  function add(tag, attributes) {
    var element = document.createElement(tag);
    element.crossOrigin = '';
    for (var name in attributes) element.setAttribute(name, attributes[name]);
    document.head.appendChild(element);
  }
  var channel = new MessageChannel();
  channel.port1.onmessage = function () {
    if (preloads.length === 0) return add('script', { type: 'module', src: entry });
    add('link', { rel: 'modulepreload', href: preloads.shift() });
    channel.port2.postMessage(null);
  };
  function start() {
    channel.port2.postMessage(null);
  }
  if (document.visibilityState === 'hidden') start();
  else requestAnimationFrame(function () { setTimeout(start, 0); });
})();
`;

const ASSET_TAGS =
  /\s*<(script type="module"[^>]*><\/script|link rel="(modulepreload|stylesheet)"[^>]*)>/g;

/**
 * The built `index.html` as a prerendered page: the markup inside `#root`; the first paint's fonts
 * preloaded; the stylesheets inlined (the first paint waits for nothing but this file), each also
 * named by a disabled `<link>` so Vite's chunk loader sees it as loaded and never fetches it; and
 * the boot script in place of the entry script and its preloads; at the top of the body, the
 * inline script that applies the remembered dark mode and density before anything paints.
 */
export function prerenderedHtml(
  template: string,
  markup: string,
  assets: PageAssets,
  readStyle: (href: string) => string,
  scripts: { boot: string; beforeFirstPaint: string },
): string {
  const root = '<div id="root"></div>';
  if (!template.includes(root) || !template.includes('</head>')) {
    throw new Error('index.html has no empty <div id="root"></div> or no </head>');
  }
  const styles = assets.styles.map((href) => readStyle(href).replaceAll('</style', '<\\/style'));
  const head = [
    ...(assets.fonts ?? []).map(
      (href) => `<link rel="preload" as="font" type="font/woff2" crossorigin href="${href}">`,
    ),
    `<style>${styles.join('\n')}</style>`,
    ...assets.styles.map((href) => `<link rel="stylesheet" crossorigin href="${href}" disabled>`),
    `<script src="${scripts.boot}" data-entry="${assets.entry}" data-preloads='${JSON.stringify(assets.preloads)}' defer></script>`,
  ].join('\n');
  return template
    .replace(ASSET_TAGS, '')
    .replace('</head>', `${head}\n</head>`)
    .replace(root, `<script>${scripts.beforeFirstPaint}</script>\n<div id="root">${markup}</div>`);
}
