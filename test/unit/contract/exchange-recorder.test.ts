/** The gateway's exchange recorder writes one NDJSON line per exchange, over real HTTP. */
import { mkdtempSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';

import {
  type RecordedExchange,
  exchangeRecorder,
  MAX_RECORDED_REQUEST_BODY_BYTES,
} from '../../../local/exchange-recorder';
import { readBody } from '../../../local/http-util';

const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'exchange-recorder-')), 'log.ndjson');
const record = exchangeRecorder(file);
let server: Server;
let base: string;

beforeAll(async () => {
  // Answers in the three ways the local gateway does: writeHead + end, setHeader + write + end,
  // and a refusal before the body was read.
  server = createServer((request, response) => {
    record(request, response);
    if (request.url?.startsWith('/refuse')) {
      response.writeHead(403, { 'Content-Type': 'application/json', 'X-Other': 'no' });
      response.end('{"error":"refused","requestId":"r-1"}');
      return;
    }
    void readBody(request).then((body) => {
      if (request.url?.startsWith('/stream')) {
        response.statusCode = 503;
        response.setHeader('content-type', 'application/json');
        response.setHeader('Retry-After', '2');
        response.write('{"error":"busy",');
        response.end(Buffer.from('"requestId":"r-2"}'));
        return;
      }
      response.writeHead(201, 'Created', [
        'Content-Type',
        'application/json',
        'Idempotent-Replayed',
        'true',
      ]);
      response.end(JSON.stringify({ length: body.length }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

function recorded(): RecordedExchange[] {
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as RecordedExchange);
}

describe('the exchange recorder', () => {
  it('records method, path, query, the headers that matter, both bodies and the status', async () => {
    const answer = await fetch(`${base}/orgunit/ou-1?limit=2&x=%20y`, {
      method: 'PUT',
      headers: {
        authorization: 'Bearer secret-token',
        'content-type': 'application/json',
        'x-ouid': 'ou-1',
        'idempotency-key': 'key-1',
        cookie: 'not recorded',
      },
      body: '{"name":"Unit"}',
    });
    expect(answer.status).toBe(201);
    expect(await answer.json()).toEqual({ length: 15 });
    const [line] = recorded().slice(-1);
    expect(line).toEqual({
      method: 'PUT',
      path: '/orgunit/ou-1',
      query: 'limit=2&x=%20y',
      request: {
        headers: {
          'content-type': 'application/json',
          'x-ouid': 'ou-1',
          'idempotency-key': 'key-1',
        },
        authorization: true,
        body: '{"name":"Unit"}',
        bodyTruncated: false,
      },
      status: 201,
      response: {
        headers: { 'content-type': 'application/json', 'idempotent-replayed': 'true' },
        body: '{"length":15}',
      },
    });
    expect(JSON.stringify(line)).not.toContain('secret-token');
  });

  it('records headers set one by one and a body written in parts', async () => {
    const answer = await fetch(`${base}/stream`, { method: 'POST', body: '{}' });
    expect(answer.status).toBe(503);
    const [line] = recorded().slice(-1);
    expect(line?.status).toBe(503);
    expect(line?.request.authorization).toBe(false);
    expect(line?.response).toEqual({
      headers: { 'content-type': 'application/json', 'retry-after': '2' },
      body: '{"error":"busy","requestId":"r-2"}',
    });
  });

  it('cuts a request body beyond 64 kB and says so, while the server still reads all of it', async () => {
    const big = 'a'.repeat(MAX_RECORDED_REQUEST_BODY_BYTES + 10);
    const answer = await fetch(`${base}/big`, { method: 'POST', body: big });
    expect(await answer.json()).toEqual({ length: big.length });
    const [line] = recorded().slice(-1);
    expect(line?.request.bodyTruncated).toBe(true);
    expect(line?.request.body).toBe(big.slice(0, MAX_RECORDED_REQUEST_BODY_BYTES));
  });

  it('records a refusal sent before the body was read', async () => {
    const answer = await fetch(`${base}/refuse`);
    expect(answer.status).toBe(403);
    const [line] = recorded().slice(-1);
    expect(line).toMatchObject({
      method: 'GET',
      path: '/refuse',
      status: 403,
      response: {
        headers: { 'content-type': 'application/json' },
        body: '{"error":"refused","requestId":"r-1"}',
      },
    });
  });

  it('keeps lines whole when many exchanges finish at once', async () => {
    const before = recorded().length;
    await Promise.all(
      Array.from({ length: 40 }, (_, index) =>
        fetch(`${base}/many/${index}`, { method: 'POST', body: 'x'.repeat(20_000) }).then(
          (answer) => answer.arrayBuffer(),
        ),
      ),
    );
    const lines = recorded().slice(before);
    expect(lines).toHaveLength(40);
    expect(new Set(lines.map((line) => line.path)).size).toBe(40);
  });
});
