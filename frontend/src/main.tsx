import '@cloudscape-design/global-styles/index.css';

import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

import { App } from './app/App';
import { ConfigContext } from './config/config-context';
import { configureAmplify } from './config/configure-amplify';
import { loadConsoleConfig } from './config/load-config';

async function start(): Promise<void> {
  const root = createRoot(document.getElementById('root')!);
  const result = await loadConsoleConfig();
  if (!result.ok) {
    // Only a broken deployment needs the error page, so it is not part of the first download.
    const { ConfigErrorPage } = await import('./config/ConfigErrorPage');
    root.render(<ConfigErrorPage reason={result.reason} />);
    return;
  }
  configureAmplify(result.config);
  root.render(
    <StrictMode>
      <ConfigContext.Provider value={result.config}>
        <App />
      </ConfigContext.Provider>
    </StrictMode>,
  );
}

void start();
