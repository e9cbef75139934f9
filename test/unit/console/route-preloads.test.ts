/**
 * The route preloads of `index.html` (frontend/build/route-preloads.mts): per public and per unit
 * route the chunks the entry does not load, and the inline script that adds them for the page's
 * path; and the route shells (frontend/build/route-shells.mts) that name the same chunks in their
 * markup, served for each route by the stack's routing function.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';

import { runRoutingFunction } from '../../../local/static-console-server';
import { PUBLIC_PAGE_MODULES } from '../../../frontend/src/app/public-page-modules';
import { UNIT_PAGE_MODULES, UNIT_SHELL_MODULES } from '../../../frontend/src/app/unit-page-modules';
import { CLOUDFRONT_FUNCTION_MAX_BYTES, spaRoutingCode } from '../../../lib/constructs/website';
import { fromBuildModule } from './build-module';

const root = path.resolve(__dirname, '../../..');

const MANIFEST = {
  'src/main.tsx': { file: 'assets/index.js', isEntry: true, imports: ['_react.js'] },
  '_react.js': { file: 'assets/react.js' },
  'src/common/shell/AppShell.tsx': {
    file: 'assets/AppShell.js',
    imports: ['_react.js', '_table.js'],
    css: ['assets/AppShell.css'],
  },
  '_table.js': { file: 'assets/table.js', css: ['assets/table.css'] },
  'src/pages/org-users/OrgUsersPage.tsx': { file: 'assets/OrgUsers.js', imports: ['_table.js'] },
  'src/pages/orguser/OrgUserPage.tsx': { file: 'assets/OrgUser.js', imports: ['_form.js'] },
  '_form.js': { file: 'assets/form.js' },
  'src/pages/help/HelpPage.tsx': { file: 'assets/Help.js', imports: ['_react.js', '_form.js'] },
};
const ROUTES = [
  { path: 'orgusers', modules: ['common/shell/AppShell.tsx', 'pages/org-users/OrgUsersPage.tsx'] },
  {
    path: 'orguser/:username',
    modules: ['common/shell/AppShell.tsx', 'pages/orguser/OrgUserPage.tsx'],
  },
];
const PUBLIC_ROUTES = [{ path: '/help', modules: ['pages/help/HelpPage.tsx'] }];

const TEMPLATE = `<html><head>
    <script type="module" crossorigin src="/assets/index.js"></script>
  </head><body><div id="root"></div></body></html>`;

const { table, script, shells } = fromBuildModule<{
  table: {
    files: string[];
    common: number[];
    routes: [string, number[]][];
    publicRoutes: [string, number[]][];
  };
  script: string;
  shells: { routes: [string, string][]; pages: [string, string][] };
}>(
  'build/route-shells.mts',
  ['routeShells'],
  `await (async () => {
    const { routePreloadTable, routePreloadScript } = await import(${JSON.stringify(path.join(root, 'frontend/build/route-preloads.mts'))});
    const table = routePreloadTable(${JSON.stringify(MANIFEST)}, ${JSON.stringify(ROUTES)}, ['login', 'help'], '/', ${JSON.stringify(PUBLIC_ROUTES)});
    const fontsFor = (files) => files.includes('/assets/form.js') ? ['/assets/text.woff2', '/assets/placeholder.woff2'] : ['/assets/text.woff2'];
    const shells = routeShells(${JSON.stringify(TEMPLATE)}, table, 'prerendered', fontsFor);
    return { table, script: routePreloadScript(table), shells: { routes: shells.routes, pages: [...shells.pages] } };
  })()`,
);

/** The links the inline script adds on `pathname`, as `rel href`. */
function linksAddedOn(pathname: string): string[] {
  const added: string[] = [];
  const document = {
    createElement: () => ({ rel: '', as: '', href: '', crossOrigin: null as string | null }),
    head: {
      appendChild: (link: { rel: string; as: string; href: string; crossOrigin: string }) => {
        expect(link.crossOrigin).toBe('');
        added.push(`${link.rel}${link.as ? `:${link.as}` : ''} ${link.href}`);
      },
    },
  };
  vm.runInNewContext(script, { document, location: { pathname } });
  return added;
}

it('names the chunks and stylesheets a unit route loads beyond the entry, shared ones once', () => {
  expect(table.files.map((file, index) => [index, file])).not.toContainEqual([
    expect.any(Number),
    '/assets/react.js',
  ]);
  expect(table.common.map((index) => table.files[index])).toEqual([
    '/assets/AppShell.js',
    '/assets/AppShell.css',
    '/assets/table.js',
    '/assets/table.css',
  ]);
  expect(
    table.routes.map(([pattern, files]) => [pattern, files.map((i) => table.files[i])]),
  ).toEqual([
    ['^/[^/]+/orgusers/?$', ['/assets/OrgUsers.js']],
    ['^/[^/]+/orguser/[^/]+/?$', ['/assets/OrgUser.js', '/assets/form.js']],
  ]);
});

it("adds the route's preloads for a unit's page, and nothing on other paths", () => {
  const shell = [
    'modulepreload /assets/AppShell.js',
    'preload:style /assets/AppShell.css',
    'modulepreload /assets/table.js',
    'preload:style /assets/table.css',
  ];
  expect(linksAddedOn('/ou-sales/orgusers')).toEqual([
    ...shell,
    'modulepreload /assets/OrgUsers.js',
  ]);
  expect(linksAddedOn('/ou-sales/orguser/bob/')).toEqual([
    ...shell,
    'modulepreload /assets/OrgUser.js',
    'modulepreload /assets/form.js',
  ]);
  expect(linksAddedOn('/ou-sales/orgusers/extra')).toEqual([]);
  expect(linksAddedOn('/help/')).toEqual([
    'modulepreload /assets/Help.js',
    'modulepreload /assets/form.js',
  ]);
  expect(linksAddedOn('/login')).toEqual([]);
  expect(linksAddedOn('/help/orgusers')).toEqual([]);
});

it("names a public route's chunks beyond the entry's, matched on the whole path", () => {
  expect(
    table.publicRoutes.map(([pattern, files]) => [pattern, files.map((i) => table.files[i])]),
  ).toEqual([['^/help/?$', ['/assets/Help.js', '/assets/form.js']]]);
});

it('names screen and shell files that exist', () => {
  for (const module of [
    ...Object.values(UNIT_PAGE_MODULES),
    ...Object.values(PUBLIC_PAGE_MODULES),
  ]) {
    expect(existsSync(path.join(root, 'frontend/src/pages', `${module}.tsx`))).toBe(true);
  }
  for (const module of UNIT_SHELL_MODULES) {
    expect(existsSync(path.join(root, 'frontend/src', module))).toBe(true);
  }
});

/** The page the stack's routing function serves for `pathname` with these shells. */
function servedFor(pathname: string): string {
  const code = spaRoutingCode(
    ['index.html'],
    { '/login': '/prerendered/login.html' },
    shells.routes,
  );
  return runRoutingFunction(code)(pathname);
}

/** The chunks and stylesheets a served shell links in its markup, as `rel href`. */
function linksNamedBy(page: string): string[] {
  const html = new Map(shells.pages).get(page);
  if (html === undefined) throw new Error(`no shell ${page}`);
  return [
    ...html.matchAll(/<link rel="(modulepreload|stylesheet)" crossorigin href="([^"]+)">/g),
  ].map(([, rel, href]) => `${rel} ${href}`);
}

it('serves each route a shell linking in its markup exactly the files the inline script adds', () => {
  for (const pathname of ['/ou-sales/orgusers', '/ou-sales/orguser/bob/', '/help', '/help/']) {
    const page = servedFor(pathname);
    expect(page).toMatch(/^\/prerendered\/route-[\w-]+\.html$/);
    // The same files; stylesheets linked as Vite's chunk loader links them, so it adds none.
    expect(linksNamedBy(page)).toEqual(
      linksAddedOn(pathname).map((link) => link.replace(/^preload:style /, 'stylesheet ')),
    );
    expect(new Map(shells.pages).get(page)).toContain(
      '<script type="module" crossorigin src="/assets/index.js">',
    );
  }
  expect(servedFor('/ou-sales/orgusers')).not.toBe(servedFor('/ou-sales/orguser/bob'));
  expect(servedFor('/ou-north/orgusers/')).toBe(servedFor('/ou-sales/orgusers'));
});

it("asks early, at low priority, for the fonts each shell's files use, after its chunks", () => {
  const fontsOf = (page: string) =>
    [
      ...new Map(shells.pages)
        .get(page)!
        .matchAll(
          /<link rel="preload" as="font" type="font\/woff2" crossorigin fetchpriority="low" href="([^"]+)">/g,
        ),
    ].map(([, href]) => href);
  expect(fontsOf(servedFor('/ou-sales/orgusers'))).toEqual(['/assets/text.woff2']);
  expect(fontsOf(servedFor('/ou-sales/orguser/bob'))).toEqual([
    '/assets/text.woff2',
    '/assets/placeholder.woff2',
  ]);
  const html = new Map(shells.pages).get(servedFor('/ou-sales/orguser/bob'))!;
  expect(html.indexOf('as="font"')).toBeGreaterThan(html.lastIndexOf('rel="modulepreload"'));
});

it('serves index.html where the inline script adds nothing, and root files and prerendered pages as before', () => {
  for (const pathname of [
    '/ou-sales/orgusers/extra',
    '/help/orgusers',
    '/login/',
    '/nowhere/at/all',
  ]) {
    expect(linksAddedOn(pathname)).toEqual([]);
    expect(servedFor(pathname)).toBe('/index.html');
  }
  expect(servedFor('/login')).toBe('/prerendered/login.html');
  expect(servedFor('/index.html')).toBe('/index.html');
  expect(shells.pages.every(([, html]) => !html.includes('<script>'))).toBe(true);
});

it("refuses routing code over CloudFront's size limit, at synth rather than at deploy", () => {
  const many = Array.from({ length: 400 }, (_, index): [string, string] => [
    `^/[^/]+/route-${index}/?$`,
    `/prerendered/route-${index}.html`,
  ]);
  expect(() => spaRoutingCode(['index.html'], {}, many)).toThrow(/over CloudFront's 10240/);
  expect(Buffer.byteLength(spaRoutingCode(['index.html'], {}, shells.routes))).toBeLessThan(
    CLOUDFRONT_FUNCTION_MAX_BYTES,
  );
});
