/*
 * The reference console the bench measures ours against (bench/lighthouse.ts, console-bundles.ts):
 * written as a Cloudscape starter is, with Vite's defaults and nothing tuned for size or speed.
 */
import '@cloudscape-design/global-styles/index.css';

import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';

import { configureAmplify } from './amplify';
import { createRouter } from './router';

async function start(): Promise<void> {
  // The router's loaders ask Amplify for the session, so Amplify is configured first.
  await configureAmplify();
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <RouterProvider router={createRouter()} />
    </StrictMode>,
  );
}

void start();
