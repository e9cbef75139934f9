/**
 * `LOCAL_CONSOLE=build`: the console's production build (`npm run build:console`, in
 * `frontend/dist`) served as CloudFront serves it (static-console-server.ts), with the same
 * `config.json` the dev server serves: the bundle users get, on this platform.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';

import type { ConsoleConfig } from '../lambdas/domain/console-config';
import { consoleDistPath } from '../lib/console-build';
import { type StaticConsole, startStaticConsole } from './static-console-server';

/** Why the build cannot be served, in one line that says what to do; undefined when it can. */
export function consoleBuildProblem(root = consoleDistPath()): string | undefined {
  if (existsSync(path.join(root, 'index.html'))) return undefined;
  return `LOCAL_CONSOLE=build serves the console's production build, but ${root} holds none: run npm run build:console first.`;
}

/**
 * The origins the console calls here (the CSP's connect-src), as the stack's allowConnections
 * names Cognito and the documents bucket: every URL `config.json` lists, and the S3 stand-in that
 * the API's signed document URLs point at.
 */
export function localConnectSources(config: ConsoleConfig, s3Url: string): string[] {
  const { local } = config;
  const urls = [config.apiUrl, local?.userPoolEndpoint, local?.eventsUrl, local?.mailboxUrl, s3Url];
  const present = urls.filter((url): url is string => url !== undefined);
  return [...new Set(present.map((url) => new URL(url).origin))];
}

export async function startConsoleBuild(options: {
  host: string;
  port: number;
  config: ConsoleConfig;
  /** The S3 stand-in: document uploads go there, and previews come from there. */
  s3Url: string;
  root?: string;
}): Promise<StaticConsole> {
  const root = options.root ?? consoleDistPath();
  const problem = consoleBuildProblem(root);
  if (problem) throw new Error(problem);
  return startStaticConsole({
    root,
    host: options.host,
    port: options.port,
    config: options.config,
    connectSources: localConnectSources(options.config, options.s3Url),
    // As the stack's allowImages: the documents bucket's signed previews.
    imageSources: [new URL(options.s3Url).origin],
  });
}
