/**
 * The distribution's API behavior for the static console (`/api/*` → the API). In AWS `/api` is the
 * stage's name, which API Gateway takes off; the local gateway has no stage, so the prefix is taken
 * off here. The request goes on with its method, headers and body, and the API's answer comes back
 * as it is. Hop-by-hop headers stay on their own hop (HTTP/2 forbids them), and a gateway that
 * cannot be reached is a 502, as CloudFront answers.
 */
import type {
  IncomingHttpHeaders,
  IncomingMessage,
  OutgoingHttpHeaders,
  ServerResponse,
} from 'node:http';
import { request as httpRequest } from 'node:http';
import type { Http2ServerRequest, Http2ServerResponse } from 'node:http2';

import { API_PATH_PREFIX } from '../lib/constructs/website';

const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'upgrade',
  'host',
  'http2-settings',
  'te',
  'trailer',
]);

function forwardable(headers: IncomingHttpHeaders): OutgoingHttpHeaders {
  return Object.fromEntries(
    Object.entries(headers).filter(
      ([name, value]) => value !== undefined && !name.startsWith(':') && !HOP_BY_HOP.has(name),
    ),
  );
}

/** Whether a request path belongs to the API behavior. */
export function isApiPath(url: string): boolean {
  return (
    url === API_PATH_PREFIX ||
    url.startsWith(`${API_PATH_PREFIX}/`) ||
    url.startsWith(`${API_PATH_PREFIX}?`)
  );
}

export function proxyToApi(
  apiTarget: string,
  request: IncomingMessage | Http2ServerRequest,
  response: ServerResponse | Http2ServerResponse,
): void {
  const target = new URL(apiTarget);
  const rest = (request.url ?? '/').slice(API_PATH_PREFIX.length);
  const upstreamPath = `${target.pathname.replace(/\/+$/, '')}${rest.startsWith('/') ? rest : `/${rest}`}`;
  const upstream = httpRequest(
    {
      host: target.hostname,
      port: target.port,
      method: request.method,
      path: upstreamPath,
      headers: { ...forwardable(request.headers), host: target.host },
    },
    (answer) => {
      response.writeHead(answer.statusCode ?? 502, forwardable(answer.headers));
      answer.pipe(response as NodeJS.WritableStream);
    },
  );
  upstream.on('error', () => {
    if (response.headersSent) {
      response.destroy();
      return;
    }
    response
      .writeHead(502, { 'content-type': 'application/json' })
      .end(JSON.stringify({ error: 'The API could not be reached' }));
  });
  request.pipe(upstream);
}
