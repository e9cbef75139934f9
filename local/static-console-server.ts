/**
 * The built console served as CloudFront serves it (lib/constructs/website.ts and
 * console-deployment.ts), so the browser tests (`LOCAL_CONSOLE=build`) and Lighthouse see what
 * users get: brotli or gzip as the browser accepts, hashed `/assets/*` cached for a year,
 * `index.html` and `config.json` `no-cache`, every other path answered with the page the stack's
 * SPA routing function picks (the same function's code, run here), a missing asset a 404, and the
 * response headers policy's security headers with the same CSP.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import {
  createSecureServer,
  type Http2SecureServer,
  type Http2ServerRequest,
  type Http2ServerResponse,
} from 'node:http2';
import type { Socket } from 'node:net';
import path from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';

import {
  CONSOLE_CONFIG_KEY,
  consolePrerender,
  consoleRootFiles,
  IMMUTABLE,
  NO_CACHE,
} from '../lib/constructs/console-deployment';
import { ASSETS_PREFIX, contentSecurityPolicy, spaRoutingCode } from '../lib/constructs/website';
import { type ConsoleConfig, consoleConfigSchema } from '../lambdas/domain/console-config';
import { isApiPath, proxyToApi } from './api-proxy';
import { close, listen } from './http-util';

export interface StaticConsoleOptions {
  /** Folder of a production build: index.html at its root, hashed files under assets/. */
  root: string;
  host: string;
  port: number;
  /** Served as `/config.json`, as the deployment writes it next to the build. */
  config: ConsoleConfig;
  /** Origins besides 'self' the console calls (the CSP's connect-src): the API, Cognito. */
  connectSources: readonly string[];
  /** Origins besides 'self' the console shows images from (the CSP's img-src): document previews. */
  imageSources?: readonly string[];
  /** Serve HTTPS with HTTP/2 (and HTTP/1.1 for clients without it), as CloudFront does. */
  tls?: { key: Buffer; cert: Buffer };
  /**
   * The API's base URL (the local gateway), answered under `/api/` of the console's own origin as
   * the distribution's API behavior does (lib/constructs/website.ts): the console then calls its
   * own origin, with no CORS preflight and no second connection.
   */
  apiTarget?: string;
}

export interface StaticConsole {
  close(): Promise<void>;
}

const CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.webmanifest': 'application/manifest+json',
};

/** CloudFront compresses these types (and not fonts already compressed, such as woff2). */
const COMPRESSIBLE = /^(text\/|application\/(json|javascript|manifest\+json)|image\/svg)/;
/** CloudFront compresses objects of 1,000 bytes to 10 MB. */
const MIN_COMPRESS_BYTES = 1000;

/** The Website's ResponseHeadersPolicy (security headers behavior). */
function securityHeaders(
  connectSources: readonly string[],
  inlineScriptHashes: readonly string[],
  imageSources: readonly string[],
): Record<string, string> {
  return {
    'content-security-policy': contentSecurityPolicy(
      connectSources,
      inlineScriptHashes,
      imageSources,
    ),
    'strict-transport-security': 'max-age=31536000; includeSubDomains; preload',
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'x-xss-protection': '0',
  };
}

interface Entry {
  body: Buffer;
  contentType: string;
  cacheControl: string;
  etag: string;
  encoded: Map<string, Buffer>;
}

function entry(body: Buffer, fileName: string, cacheControl: string): Entry {
  return {
    body,
    contentType: CONTENT_TYPES[path.extname(fileName)] ?? 'application/octet-stream',
    cacheControl,
    etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`,
    encoded: new Map(),
  };
}

/** brotli before gzip when both are accepted, as CloudFront chooses. */
function chooseEncoding(
  request: IncomingMessage | Http2ServerRequest,
  file: Entry,
): 'br' | 'gzip' | undefined {
  if (!COMPRESSIBLE.test(file.contentType) || file.body.byteLength < MIN_COMPRESS_BYTES) {
    return undefined;
  }
  const accepted = String(request.headers['accept-encoding'] ?? '')
    .split(',')
    .map((part) => part.trim().split(';')[0]);
  if (accepted.includes('br')) return 'br';
  if (accepted.includes('gzip')) return 'gzip';
  return undefined;
}

function encode(file: Entry, encoding: 'br' | 'gzip'): Buffer {
  let body = file.encoded.get(encoding);
  if (!body) {
    body =
      encoding === 'br'
        ? brotliCompressSync(file.body, {
            params: {
              [zlib.BROTLI_PARAM_QUALITY]: 9,
              [zlib.BROTLI_PARAM_SIZE_HINT]: file.body.byteLength,
            },
          })
        : gzipSync(file.body, { level: 9 });
    file.encoded.set(encoding, body);
  }
  return body;
}

/**
 * Every built asset, read and compressed both ways before the first request: CloudFront serves a
 * warm edge's copy, and compressing on the first request would charge brotli's time to the first
 * page measured (and take a core from Chromium and the local API while it loads).
 */
function compressedAssets(root: string): Map<string, Entry | null> {
  const assets = new Map<string, Entry | null>();
  const folder = path.join(root, ASSETS_PREFIX);
  for (const name of existsSync(folder) ? readdirSync(folder, { recursive: true }) : []) {
    const file = path.join(folder, String(name));
    if (!statSync(file).isFile()) continue;
    const urlPath = `/${ASSETS_PREFIX}${String(name).split(path.sep).join('/')}`;
    const asset = entry(readFileSync(file), urlPath, IMMUTABLE);
    if (COMPRESSIBLE.test(asset.contentType) && asset.body.byteLength >= MIN_COMPRESS_BYTES) {
      encode(asset, 'br');
      encode(asset, 'gzip');
    }
    assets.set(urlPath, asset);
  }
  return assets;
}

/** The folder's file for a URL path inside it, or undefined (missing, or outside the folder). */
function readInside(root: string, urlPath: string): Buffer | undefined {
  const file = path.resolve(root, `.${urlPath}`);
  if (!file.startsWith(`${root}${path.sep}`)) return undefined;
  try {
    return readFileSync(file);
  } catch {
    return undefined;
  }
}

/** A CloudFront Function's code run here, as a function from a path to the file served. */
export function runRoutingFunction(code: string): (pathname: string) => string {
  const handler = new Function(`${code}; return handler;`)() as (event: {
    request: { uri: string };
  }) => { uri: string };
  return (pathname) => handler({ request: { uri: pathname } }).uri;
}

export async function startStaticConsole(options: StaticConsoleOptions): Promise<StaticConsole> {
  const root = path.resolve(options.root);
  const prerender = consolePrerender(root);
  const headers = securityHeaders(
    options.connectSources,
    prerender.inlineScriptHashes,
    options.imageSources ?? [],
  );
  const rootFiles = new Map<string, Entry>();
  for (const name of consoleRootFiles(root)) {
    if (name === CONSOLE_CONFIG_KEY) continue;
    rootFiles.set(`/${name}`, entry(readFileSync(path.join(root, name)), name, NO_CACHE));
  }
  const config = JSON.stringify(consoleConfigSchema.parse(options.config));
  rootFiles.set(`/${CONSOLE_CONFIG_KEY}`, entry(Buffer.from(config), CONSOLE_CONFIG_KEY, NO_CACHE));
  if (!rootFiles.has('/index.html')) throw new Error(`${root} has no index.html`);
  const assets = compressedAssets(root);
  // The stack's SPA routing function for this build.
  const route = runRoutingFunction(
    spaRoutingCode(consoleRootFiles(root), prerender.pages, prerender.routes),
  );
  const pages = new Map<string, Entry | undefined>();

  const resolve = (pathname: string): Entry | undefined => {
    if (pathname.startsWith(`/${ASSETS_PREFIX}`)) {
      if (!assets.has(pathname)) {
        const body = readInside(root, pathname);
        assets.set(pathname, body ? entry(body, pathname, IMMUTABLE) : null);
      }
      return assets.get(pathname) ?? undefined;
    }
    const served = route(pathname);
    if (!pages.has(served)) {
      const body = rootFiles.has(served) ? undefined : readInside(root, served);
      pages.set(served, body && entry(body, served, NO_CACHE));
    }
    return rootFiles.get(served) ?? pages.get(served);
  };

  const handle = (
    request: IncomingMessage | Http2ServerRequest,
    response: ServerResponse | Http2ServerResponse,
  ) => {
    if (options.apiTarget && isApiPath(request.url ?? '/')) {
      proxyToApi(options.apiTarget, request, response);
      return;
    }
    const method = request.method ?? 'GET';
    if (method !== 'GET' && method !== 'HEAD') {
      response.writeHead(405, { ...headers, allow: 'GET, HEAD' }).end();
      return;
    }
    let pathname: string;
    try {
      pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://console').pathname);
    } catch {
      response.writeHead(400, headers).end();
      return;
    }
    const file = resolve(pathname);
    if (!file) {
      response.writeHead(404, { ...headers, 'content-type': 'text/plain' }).end('Not Found');
      return;
    }
    const common = {
      ...headers,
      'cache-control': file.cacheControl,
      etag: file.etag,
      vary: 'Accept-Encoding',
    };
    if (request.headers['if-none-match'] === file.etag) {
      response.writeHead(304, common).end();
      return;
    }
    const encoding = chooseEncoding(request, file);
    const body = encoding ? encode(file, encoding) : file.body;
    response.writeHead(200, {
      ...common,
      'content-type': file.contentType,
      'content-length': String(body.byteLength),
      ...(encoding ? { 'content-encoding': encoding } : {}),
    });
    if (method === 'HEAD') response.end();
    else response.end(body);
  };

  if (options.tls) return listenSecure(options, handle, options.tls);
  const server: Server = createServer(handle);
  // Keep-alive sockets would hold close() open until Chromium lets them go.
  server.keepAliveTimeout = 5_000;
  await listen(server, options.port, options.host);
  return {
    close: async () => {
      server.closeAllConnections();
      await close(server);
    },
  };
}

async function listenSecure(
  options: StaticConsoleOptions,
  handle: (request: Http2ServerRequest, response: Http2ServerResponse) => void,
  tls: { key: Buffer; cert: Buffer },
): Promise<StaticConsole> {
  const server: Http2SecureServer = createSecureServer({ ...tls, allowHTTP1: true }, handle);
  // Open HTTP/2 sessions and HTTP/1.1 sockets would hold close() open until Chromium lets them go.
  const sockets = new Set<Socket>();
  server.on('connection', (socket: Socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  return {
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        for (const socket of sockets) socket.destroy();
      }),
  };
}
