import '@cloudscape-design/global-styles/index.css';

import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router-dom';

import { App, routes } from './app/App';
import { preloadRoute } from './app/preload-route';
import { applyStoredVisualPreferences } from './common/shell/visual-preferences';
import { loadConsoleConfig } from './config/load-config';
import { PRERENDERED_MARK } from './prerender/prerendered-mark';
import { PrerenderedPage } from './prerender/PrerenderedPage';
import { PATHS_WITHOUT_SESSION } from './session/paths-without-session';
import { preloadSessionCode, startSessionCode } from './session/session-loader';

async function start(): Promise<void> {
  applyStoredVisualPreferences();
  const container = document.getElementById('root')!;
  // config.json is asked for first, so the chunk downloads below never queue ahead of it.
  const configLoaded = loadConsoleConfig();
  // Amplify's session code downloads while config.json is read; public screens do not wait for it.
  if (!PATHS_WITHOUT_SESSION.has(window.location.pathname)) preloadSessionCode();
  const routeLoaded = preloadRoute(routes, window.location.pathname);
  const result = await configLoaded;
  if (!result.ok) {
    // Only a broken deployment needs the error page, so it is not part of the first download.
    const { ConfigErrorPage } = await import('./config/ConfigErrorPage');
    createRoot(container).render(<ConfigErrorPage reason={result.reason} />);
    return;
  }
  startSessionCode(result.config);
  const app = <App router={createBrowserRouter(routes)} config={result.config} />;
  if (container.querySelector(`[${PRERENDERED_MARK}]`)) {
    // The page's chunks are here before hydration, so it hydrates without suspending and keeps
    // the prerendered elements instead of replacing them.
    await routeLoaded;
    hydrateRoot(container, <PrerenderedPage>{app}</PrerenderedPage>, {
      onRecoverableError: (error) => console.error('The prerendered page was rendered anew', error),
    });
    return;
  }
  createRoot(container).render(app);
}

void start();
