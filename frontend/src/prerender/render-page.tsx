/**
 * The server side of the public pages' prerendered first paint, built by Vite's SSR build and
 * run once at build time (`vite-prerender.mts`). It renders the tree the browser hydrates
 * (`main.tsx`), on a memory router at the page's path instead of the browser's router.
 */
import type { ConsoleConfig } from '@domain/console-config';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter } from 'react-router-dom';

import { I18nProvider } from '@cloudscape-design/components/i18n';
import enMessages from '@cloudscape-design/components/i18n/messages/all.en';

import { App, routes } from '../app/App';
import { SignedInLoading } from '../common/shell/SignedInLoading';
import { preloadRoute } from '../app/preload-route';
import {
  PUBLIC_PAGE_MODULES,
  SIGNED_IN_PUBLIC_PATHS,
  SIGNED_IN_TOP_BAR_MODULE,
} from '../app/public-page-modules';
import { STARTUP_MODULES, UNIT_PAGE_MODULES, UNIT_SHELL_MODULES } from '../app/unit-page-modules';
import { UNIT_ROUTES, type UnitRouteName } from '../common/unit-routes';
import { PrerenderedPage } from './PrerenderedPage';
import { PRERENDERED_PAGES } from './prerendered-pages';

export { PRERENDERED_PAGES, STARTUP_MODULES };
/** The inline script a prerendered page runs before its first paint (dark mode, density). */
export { VISUAL_PREFERENCES_SCRIPT as BEFORE_FIRST_PAINT_SCRIPT } from '../common/shell/visual-preference-keys';

/**
 * The source files (under `src/`) each unit route loads, with the route's path pattern below the
 * unit (`orguser/:username`), for the build to name their chunks in `index.html`.
 */
export const UNIT_ROUTE_MODULES = (Object.keys(UNIT_ROUTES) as UnitRouteName[]).map((name) => ({
  path: UNIT_ROUTES[name].path,
  modules: [...UNIT_SHELL_MODULES, `pages/${UNIT_PAGE_MODULES[name]}.tsx`],
}));

/** The source files (under `src/`) each public route loads, with the route's whole path. */
export const PUBLIC_ROUTE_MODULES = Object.entries(PUBLIC_PAGE_MODULES).map(([path, page]) => ({
  path,
  modules: [
    ...STARTUP_MODULES,
    `pages/${page}.tsx`,
    ...(SIGNED_IN_PUBLIC_PATHS.has(path) ? [SIGNED_IN_TOP_BAR_MODULE] : []),
  ],
}));

/** The first segments of the paths that are not a unit's (`/login`, `/help`, …). */
export const PUBLIC_SEGMENTS = (routes[0]?.children ?? [])
  .map((route) => route.path?.split('/')[1])
  .filter((segment): segment is string => !!segment && !segment.startsWith(':'));

/**
 * Public pages never read the config while rendering (their Amplify and API calls run on submit),
 * so these values never reach the markup; they only satisfy the context's type.
 */
const CONFIG_NOT_READ_WHILE_RENDERING: ConsoleConfig = {
  environment: 'prerender',
  apiUrl: 'https://api.invalid/',
  region: 'none',
  userPoolId: 'none',
  userPoolClientId: 'none',
  authFlow: 'USER_SRP_AUTH',
};

export async function renderPage(pathname: string): Promise<string> {
  await preloadRoute(routes, pathname);
  const router = createMemoryRouter(routes, { initialEntries: [pathname] });
  return renderToString(
    <PrerenderedPage>
      <App router={router} config={CONFIG_NOT_READ_WHILE_RENDERING} />
    </PrerenderedPage>,
  );
}

/**
 * What a unit's page first shows while the session is checked (`SignedInLoading`), as the
 * console's first render draws it, for the unit routes' pages (`build/route-shells.mts`). The
 * browser renders it anew rather than hydrating it, so it carries no prerendered mark.
 */
export function renderUnitLoading(): string {
  return renderToString(
    <I18nProvider locale="en" messages={[enMessages]}>
      <SignedInLoading />
    </I18nProvider>,
  );
}
