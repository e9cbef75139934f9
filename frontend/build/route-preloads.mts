/**
 * A page's chunks, named in `index.html` (a prerendered page names its own). Without this, the
 * browser learns of the screen's 30 to 90 chunks only once the entry has downloaded and run, and
 * the entry then adds their preloads in one task of about 150 ms (600 ms on a phone's CPU) before
 * it can render or ask the API anything. The build puts a small inline script before the entry:
 * it matches the path against the public and the unit routes and adds the route's preloads (with
 * the session code's, which every page starts) while the entry downloads. Vite's chunk loader
 * then finds them in place and adds none.
 */
import type { Manifest } from './prerender.mjs';

/** What the build knows of each unit route (`render-page.tsx`). */
export interface UnitRouteModules {
  /** The route's path below `/{ouid}/`, in react-router syntax (`orguser/:username`). */
  path: string;
  /** The source files it loads, under `src/`. */
  modules: readonly string[];
}

/** What the build knows of each public route (`render-page.tsx`): its whole path (`/help`). */
export type PublicRouteModules = UnitRouteModules;

/**
 * The table the inline script reads: files once each; what every unit route loads; per route a
 * pattern and what else it loads (file indexes).
 */
export interface RoutePreloadTable {
  /** First path segments that are not a unit (`login`, `help`, …). */
  publicSegments: string[];
  files: string[];
  common: number[];
  routes: [pattern: string, files: number[]][];
  /** Per public route, a pattern and what it loads (file indexes); matched before the above. */
  publicRoutes: [pattern: string, files: number[]][];
}

/** `/{ouid}/` and the route's path as a regular expression over the whole pathname. */
export function unitRoutePattern(path: string): string {
  const segments = path
    .split('/')
    .filter((segment) => segment !== '')
    .map((segment) =>
      segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
    );
  return `^/[^/]+${segments.map((segment) => `/${segment}`).join('')}/?$`;
}

/** A public route's path (`/help`) as a regular expression over the whole pathname. */
export function publicRoutePattern(path: string): string {
  const escaped = path.replace(/\/$/, '').replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return `^${escaped}/?$`;
}

/** A chunk's file and those of its static imports, depth first, each after what it imports. */
function closure(manifest: Manifest, key: string, into: Set<string>): Set<string> {
  if (into.has(key)) return into;
  into.add(key);
  for (const imported of manifest[key]?.imports ?? []) closure(manifest, imported, into);
  return into;
}

/**
 * Per unit route, the JS and CSS files its modules load that the entry does not already load
 * (`index.html` names those).
 */
export function routePreloadTable(
  manifest: Manifest,
  routes: readonly UnitRouteModules[],
  publicSegments: readonly string[],
  base: string,
  publicRoutes: readonly PublicRouteModules[] = [],
): RoutePreloadTable {
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entryKey) throw new Error('The build has no entry chunk');
  const entryChunks = closure(manifest, entryKey, new Set());
  const files: string[] = [];
  const indexOf = (file: string): number => {
    const known = files.indexOf(file);
    return known >= 0 ? known : files.push(file) - 1;
  };
  const filesLoaded = (modules: readonly string[]): string[] => {
    const chunks = new Set<string>();
    for (const module of modules) {
      const key = `src/${module}`;
      if (!manifest[key]) throw new Error(`The build has no chunk for ${key}`);
      closure(manifest, key, chunks);
    }
    const routeFiles = new Set<string>();
    for (const key of chunks) {
      if (entryChunks.has(key)) continue;
      const chunk = manifest[key]!;
      if (chunk.file.endsWith('.js')) routeFiles.add(base + chunk.file);
      for (const sheet of chunk.css ?? []) routeFiles.add(base + sheet);
    }
    return [...routeFiles];
  };
  const perRoute = routes.map(({ path, modules }) => ({
    pattern: unitRoutePattern(path),
    files: filesLoaded(modules),
  }));
  const common = (perRoute[0]?.files ?? []).filter((file) =>
    perRoute.every((route) => route.files.includes(file)),
  );
  return {
    publicSegments: [...publicSegments],
    files,
    common: common.map(indexOf),
    routes: perRoute.map(({ pattern, files: routeFiles }) => [
      pattern,
      routeFiles.filter((file) => !common.includes(file)).map(indexOf),
    ]),
    publicRoutes: publicRoutes.map(({ path, modules }) => [
      publicRoutePattern(path),
      filesLoaded(modules).map(indexOf),
    ]),
  };
}

/**
 * The inline script: the public route, or else the first unit route, whose pattern matches the
 * path gets its preloads.
 */
export function routePreloadScript(table: RoutePreloadTable): string {
  return `(function () {
  var table = ${JSON.stringify(table)};
  var path = location.pathname;
  function add(indexes) {
    indexes.forEach(function (index) {
      var href = table.files[index];
      var link = document.createElement('link');
      if (/\\.css$/.test(href)) {
        link.rel = 'preload';
        link.as = 'style';
      } else link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.appendChild(link);
    });
  }
  for (var j = 0; j < table.publicRoutes.length; j++) {
    if (new RegExp(table.publicRoutes[j][0]).test(path)) return add(table.publicRoutes[j][1]);
  }
  if (table.publicSegments.indexOf(path.split('/')[1]) >= 0) return;
  for (var i = 0; i < table.routes.length; i++) {
    if (new RegExp(table.routes[i][0]).test(path)) return add(table.common.concat(table.routes[i][1]));
  }
})();`;
}

const ENTRY_SCRIPT = /<script type="module"/;

/** `index.html` with the inline script just before the entry's script. */
export function withRoutePreloads(indexHtml: string, script: string): string {
  if (!ENTRY_SCRIPT.test(indexHtml)) throw new Error('index.html has no module script');
  return indexHtml.replace(ENTRY_SCRIPT, (entry) => `<script>${script}</script>\n    ${entry}`);
}
