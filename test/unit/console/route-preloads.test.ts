/**
 * The route preloads of `index.html` (frontend/vite-route-preloads.mts): per public and per unit
 * route the chunks the entry does not load, and the inline script that adds them for the page's
 * path.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';

import { PUBLIC_PAGE_MODULES } from '../../../frontend/src/app/public-page-modules';
import { UNIT_PAGE_MODULES, UNIT_SHELL_MODULES } from '../../../frontend/src/app/unit-page-modules';
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

const { table, script } = fromBuildModule<{
  table: {
    files: string[];
    common: number[];
    routes: [string, number[]][];
    publicRoutes: [string, number[]][];
  };
  script: string;
}>(
  'vite-route-preloads.mts',
  ['routePreloadTable', 'routePreloadScript'],
  `(() => {
    const table = routePreloadTable(${JSON.stringify(MANIFEST)}, ${JSON.stringify(ROUTES)}, ['login', 'help'], '/', ${JSON.stringify(PUBLIC_ROUTES)});
    return { table, script: routePreloadScript(table) };
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
