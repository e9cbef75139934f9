// First: Preact's hooks must be in place before anything renders.
import './app/preact-parity';
import '@cloudscape-design/global-styles/index.css';

import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes } from 'react-router-dom';

import { startShellReads } from './api/early-shell-reads';
import { App, routes } from './app/App';
import { afterCurrentTask } from './app/preact-parity-helpers';
import { preloadMatches } from './app/preload-route';
import { prepareDateFormat } from './common/format-date';
import { applyStoredVisualPreferences } from './common/shell/visual-preferences';
import { loadConsoleConfig } from './config/load-config';
import { hydrateInSlices, sliceFirstLoad } from './prerender/page-slices';
import { PRERENDERED_MARK } from './prerender/prerendered-mark';
import { PrerenderedPage } from './prerender/PrerenderedPage';
import { PATHS_WITHOUT_SESSION } from './session/paths-without-session';
import {
  preloadSessionCode,
  startSessionCode,
  startSessionCodeOnFirstUse,
} from './session/session-loader';
import { hasStoredUser } from './session/stored-id-token';

async function start(): Promise<void> {
  applyStoredVisualPreferences();
  const container = document.getElementById('root')!;
  // config.json is asked for first, so the chunk downloads below never queue ahead of it.
  const configLoaded = loadConsoleConfig();
  // The rest in a task of its own: the entry's evaluation (all its modules) is task enough.
  await new Promise<void>((resolve) => afterCurrentTask(resolve));
  const matches = matchRoutes(routes, window.location.pathname);
  const unitOfPage = matches?.at(-1)?.params.ouid;
  // Amplify's session code downloads while config.json is read; public screens do not wait for it.
  const publicPage = PATHS_WITHOUT_SESSION.has(window.location.pathname);
  if (!publicPage) preloadSessionCode();
  const routeLoaded = preloadMatches(matches);
  // A unit's page shows dates: their format is made while config.json is read, in a task of its own.
  if (unitOfPage) setTimeout(prepareDateFormat, 0);
  const result = await configLoaded;
  if (!result.ok) {
    // Only a broken deployment needs the error page, so it is not part of the first download.
    const { ConfigErrorPage } = await import('./config/ConfigErrorPage');
    createRoot(container).render(<ConfigErrorPage reason={result.reason} />);
    return;
  }
  // A public page's visitor with no stored session is signed out: Amplify waits for its first use.
  if (publicPage && !hasStoredUser(result.config.userPoolClientId)) {
    startSessionCodeOnFirstUse(result.config, document);
  } else {
    startSessionCode(result.config);
  }
  // A unit's page: the shell's first reads go out while its code downloads.
  if (unitOfPage) {
    void startShellReads(result.config, unitOfPage, window.location.pathname);
    // The router and the first render in a task of their own: with the reads, one long task.
    await new Promise<void>((resolve) => afterCurrentTask(resolve));
  }
  const app = <App router={createBrowserRouter(routes)} config={result.config} />;
  if (container.querySelector(`[${PRERENDERED_MARK}]`)) {
    // The page's chunks are here before hydration, so it renders without suspending and keeps the
    // prerendered elements instead of replacing them.
    await routeLoaded;
    hydrateInSlices(() =>
      hydrateRoot(container, <PrerenderedPage>{app}</PrerenderedPage>, {
        onRecoverableError: (error) =>
          console.error('The prerendered page was rendered anew', error),
      }),
    );
    return;
  }
  const root = createRoot(container);
  // The first screen renders in slices (`PageSlice`: top bar, layout, page), a task each.
  sliceFirstLoad();
  startTransition(() => root.render(app));
}

void start();
