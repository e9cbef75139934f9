import '@cloudscape-design/global-styles/index.css';

import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

import { App, preloadCurrentRoute } from './app/App';
import { applyStoredVisualPreferences } from './common/shell/visual-preferences';
import { ConfigContext } from './config/config-context';
import { loadConsoleConfig } from './config/load-config';
import { preloadSessionCode, startSessionCode } from './session/session-loader';

async function start(): Promise<void> {
  applyStoredVisualPreferences();
  const root = createRoot(document.getElementById('root')!);
  // Amplify's session code downloads while config.json is read; public screens do not wait for it.
  preloadSessionCode();
  preloadCurrentRoute();
  const result = await loadConsoleConfig();
  if (!result.ok) {
    // Only a broken deployment needs the error page, so it is not part of the first download.
    const { ConfigErrorPage } = await import('./config/ConfigErrorPage');
    root.render(<ConfigErrorPage reason={result.reason} />);
    return;
  }
  startSessionCode(result.config);
  root.render(
    <StrictMode>
      <ConfigContext.Provider value={result.config}>
        <App />
      </ConfigContext.Provider>
    </StrictMode>,
  );
}

void start();
