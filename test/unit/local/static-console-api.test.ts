/**
 * The static console answers `/api/*` from the API, as the distribution's API behavior does
 * (lib/constructs/console-api-route.ts): the console then calls its own origin. Real sockets: a
 * small upstream server stands for the local gateway.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';

import { type StaticConsole, startStaticConsole } from '../../../local/static-console-server';

interface Seen {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}

const seen: Seen[] = [];
let upstream: Server;
let site: StaticConsole;
let root: string;
let origin: string;

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

async function startSite(apiTarget: string): Promise<{ site: StaticConsole; origin: string }> {
  const port = await freePort();
  const siteOrigin = `http://127.0.0.1:${port}`;
  const started = await startStaticConsole({
    root,
    host: '127.0.0.1',
    port,
    config: {
      environment: 'api-route-test',
      apiUrl: `${siteOrigin}/api`,
      region: 'us-east-1',
      userPoolId: 'us-east-1_test',
      userPoolClientId: 'test',
      authFlow: 'USER_SRP_AUTH',
    },
    connectSources: [],
    apiTarget,
  });
  return { site: started, origin: siteOrigin };
}

beforeAll(async () => {
  root = mkdtempSync(path.join(os.tmpdir(), 'static-console-api-'));
  writeFileSync(path.join(root, 'index.html'), '<!doctype html><title>console</title>');
  upstream = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      seen.push({
        method: request.method ?? '',
        url: request.url ?? '',
        headers: request.headers,
        body,
      });
      response.writeHead(request.url?.startsWith('/missing') ? 404 : 200, {
        'content-type': 'application/json',
        'x-request-id': 'req-1',
      });
      response.end(JSON.stringify({ path: request.url }));
    });
  });
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  ({ site, origin } = await startSite(
    `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`,
  ));
});

afterAll(async () => {
  await site?.close();
  await new Promise((resolve) => upstream?.close(resolve));
  rmSync(root, { recursive: true, force: true });
});

beforeEach(() => {
  seen.length = 0;
});

test('a read under /api goes to the API without the prefix, with its token and query', async () => {
  const answer = await fetch(`${origin}/api/orgunit/ou-root?limit=5`, {
    headers: { authorization: 'Bearer token-1', 'x-ouid': 'ou-root' },
  });
  expect(answer.status).toBe(200);
  expect(answer.headers.get('x-request-id')).toBe('req-1');
  expect(await answer.json()).toEqual({ path: '/orgunit/ou-root?limit=5' });
  expect(seen).toEqual([
    expect.objectContaining({
      method: 'GET',
      url: '/orgunit/ou-root?limit=5',
      headers: expect.objectContaining({ authorization: 'Bearer token-1', 'x-ouid': 'ou-root' }),
    }),
  ]);
});

test('a write keeps its method and body; the API’s status comes back as it is', async () => {
  const answer = await fetch(`${origin}/api/missing/thing`, {
    method: 'PATCH',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'Sales' }),
  });
  expect(answer.status).toBe(404);
  expect(seen).toEqual([
    expect.objectContaining({ method: 'PATCH', url: '/missing/thing', body: '{"name":"Sales"}' }),
  ]);
});

test('paths outside /api are the console’s: /apix is a console route, not the API', async () => {
  const answer = await fetch(`${origin}/apix/orgunits`);
  expect(answer.status).toBe(200);
  expect(await answer.text()).toContain('<title>console</title>');
  expect(seen).toEqual([]);
});

test('an API that cannot be reached is a 502 with a JSON error', async () => {
  const unreachable = await startSite(`http://127.0.0.1:${await freePort()}`);
  try {
    const answer = await fetch(`${unreachable.origin}/api/orgunit/ou-root`);
    expect(answer.status).toBe(502);
    expect(await answer.json()).toEqual({ error: expect.any(String) });
  } finally {
    await unreachable.site.close();
  }
});
