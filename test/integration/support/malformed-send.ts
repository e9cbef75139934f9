/**
 * Sends a hostile request byte for byte: the path and query as written (fetch would encode or
 * normalize them), the body as UTF-8. A request the server never answers comes back as status 0.
 */
import { request as httpRequest } from 'node:http';

import type { BadRequest } from './malformed-request';
import type { PlatformFacts } from './platform-process';

export interface RawAnswer {
  status: number;
  text: string;
}

const TIMEOUT_MS = 30_000;
/** What Node's HTTP client refuses to put in a request line. */
const UNSENDABLE = /[^\u0021-\u00ff]/;

export function sendRaw(
  facts: PlatformFacts,
  token: string,
  request: BadRequest,
): Promise<RawAnswer> {
  const target = `${request.path}${request.query ? `?${request.query}` : ''}`;
  if (UNSENDABLE.test(target)) {
    throw new Error(`The generator made an unsendable path: ${JSON.stringify(target)}`);
  }
  const api = new URL(facts.urls.api);
  const body = request.bodyText === undefined ? undefined : Buffer.from(request.bodyText, 'utf8');
  return new Promise((resolve) => {
    const outgoing = httpRequest(
      {
        host: api.hostname,
        port: api.port,
        method: request.method,
        path: target,
        timeout: TIMEOUT_MS,
        headers: {
          Authorization: token,
          ...request.headers,
          ...(body ? { 'Content-Type': 'application/json', 'Content-Length': body.length } : {}),
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            text: Buffer.concat(chunks).toString('utf8'),
          }),
        );
        response.on('error', (error) =>
          resolve({ status: 0, text: `no answer: ${error.message}` }),
        );
      },
    );
    outgoing.on('timeout', () => outgoing.destroy(new Error(`no answer in ${TIMEOUT_MS} ms`)));
    outgoing.on('error', (error) => resolve({ status: 0, text: `no answer: ${error.message}` }));
    outgoing.end(body);
  });
}
