/** The console served by Vite's dev server, with the runtime `/config.json` of this platform. */
import path from 'node:path';

import type { Plugin, ViteDevServer } from 'vite';

import { type ConsoleConfig, consoleConfigSchema } from '../lambdas/domain/console-config';

const VITE_CONFIG = path.resolve(__dirname, '..', 'frontend', 'vite.config.mts');

function serveConsoleConfig(config: ConsoleConfig): Plugin {
  const body = JSON.stringify(consoleConfigSchema.parse(config), null, 2);
  return {
    name: 'local-console-config',
    configureServer(server) {
      server.middlewares.use('/config.json', (_request, response) => {
        response.setHeader('content-type', 'application/json');
        response.setHeader('cache-control', 'no-store');
        response.end(body);
      });
    },
  };
}

export async function startConsole(options: {
  host: string;
  port: number;
  config: ConsoleConfig;
}): Promise<ViteDevServer> {
  // Vite is ESM-only and only needed when the console is served.
  const { createServer } = await import('vite');
  const server = await createServer({
    configFile: VITE_CONFIG,
    logLevel: 'warn',
    clearScreen: false,
    server: { host: options.host, port: options.port, strictPort: true },
    plugins: [serveConsoleConfig(options.config)],
  });
  await server.listen();
  return server;
}
