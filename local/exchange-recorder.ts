/**
 * Records the API's exchanges for the contract check (scripts/contract/validate-exchanges.ts):
 * with `API_EXCHANGE_LOG=<file>` set, every request the local gateway answers as the API appends
 * one NDJSON line to that file. Unset, recording costs one empty function call per request.
 */
import { appendFileSync } from 'node:fs';
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';

/** Request bodies longer than this are cut (and flagged): the contract check needs the start. */
export const MAX_RECORDED_REQUEST_BODY_BYTES = 64 * 1024;

export const RECORDED_REQUEST_HEADERS = [
  'content-type',
  'x-ouid',
  'x-ouidchain',
  'x-appid',
  'idempotency-key',
] as const;
export const RECORDED_RESPONSE_HEADERS = [
  'content-type',
  'retry-after',
  'access-control-allow-origin',
  'idempotent-replayed',
] as const;

/** One line of the log. */
export interface RecordedExchange {
  method: string;
  path: string;
  /** The raw query string without `?` (empty when there is none). */
  query: string;
  request: {
    /** The headers the contract reads, lower-case names; absent headers are left out. */
    headers: Partial<Record<(typeof RECORDED_REQUEST_HEADERS)[number], string>>;
    authorization: boolean;
    body: string;
    bodyTruncated: boolean;
  };
  status: number;
  response: {
    headers: Partial<Record<(typeof RECORDED_RESPONSE_HEADERS)[number], string>>;
    body: string;
  };
}

type RecordExchange = (request: IncomingMessage, response: ServerResponse) => void;

function headerText(value: string | string[] | number | undefined): string | undefined {
  if (value === undefined) return undefined;
  return Array.isArray(value) ? value.join(', ') : String(value);
}

function pick<Name extends string>(
  names: readonly Name[],
  read: (name: Name) => string | undefined,
): Partial<Record<Name, string>> {
  const picked: Partial<Record<Name, string>> = {};
  for (const name of names) {
    const value = read(name);
    if (value !== undefined) picked[name] = value;
  }
  return picked;
}

function toBuffer(chunk: unknown, encoding?: unknown): Buffer {
  if (Buffer.isBuffer(chunk)) return chunk;
  if (chunk instanceof Uint8Array) return Buffer.from(chunk);
  return Buffer.from(String(chunk), typeof encoding === 'string' ? (encoding as never) : 'utf8');
}

/** Copies of the request body's bytes as the HTTP parser hands them over (reading is unchanged). */
function tapRequestBody(request: IncomingMessage): () => { body: string; bodyTruncated: boolean } {
  const chunks: Buffer[] = [];
  let length = 0;
  let truncated = false;
  const push = request.push.bind(request);
  request.push = (chunk: unknown, encoding?: BufferEncoding) => {
    if (chunk !== null && chunk !== undefined) {
      const bytes = toBuffer(chunk, encoding);
      const room = MAX_RECORDED_REQUEST_BODY_BYTES - length;
      if (bytes.length > room) truncated = true;
      if (room > 0) {
        chunks.push(bytes.subarray(0, room));
        length += Math.min(room, bytes.length);
      }
    }
    return push(chunk, encoding);
  };
  return () => ({ body: Buffer.concat(chunks).toString('utf8'), bodyTruncated: truncated });
}

function lowerCaseHeaders(headers: unknown): Record<string, string> {
  const lowered: Record<string, string> = {};
  if (Array.isArray(headers)) {
    for (let index = 0; index + 1 < headers.length; index += 2) {
      lowered[String(headers[index]).toLowerCase()] = String(headers[index + 1]);
    }
  } else if (headers && typeof headers === 'object') {
    for (const [name, value] of Object.entries(headers as OutgoingHttpHeaders)) {
      const text = headerText(value);
      if (text !== undefined) lowered[name.toLowerCase()] = text;
    }
  }
  return lowered;
}

/** The status, headers and body the gateway sends, whichever of writeHead/setHeader/end it uses. */
function tapResponse(response: ServerResponse): () => RecordedExchange['response'] {
  const chunks: Buffer[] = [];
  let writtenHeaders: Record<string, string> = {};
  const writeHead = response.writeHead.bind(response) as (...args: unknown[]) => ServerResponse;
  response.writeHead = ((...args: unknown[]) => {
    const headers = typeof args[1] === 'string' ? args[2] : args[1];
    writtenHeaders = lowerCaseHeaders(headers);
    return writeHead(...args);
  }) as ServerResponse['writeHead'];
  const write = response.write.bind(response) as (...args: unknown[]) => boolean;
  response.write = ((chunk: unknown, ...rest: unknown[]) => {
    chunks.push(toBuffer(chunk, rest[0]));
    return write(chunk, ...rest);
  }) as ServerResponse['write'];
  const end = response.end.bind(response) as (...args: unknown[]) => ServerResponse;
  response.end = ((chunk?: unknown, ...rest: unknown[]) => {
    if (chunk !== undefined && chunk !== null && typeof chunk !== 'function') {
      chunks.push(toBuffer(chunk, rest[0]));
    }
    return end(chunk, ...rest);
  }) as ServerResponse['end'];
  return () => {
    const headers = { ...lowerCaseHeaders(response.getHeaders()), ...writtenHeaders };
    return {
      headers: pick(RECORDED_RESPONSE_HEADERS, (name) => headers[name]),
      body: Buffer.concat(chunks).toString('utf8'),
    };
  };
}

/** A recorder appending to `file`: each line in one synchronous append, so lines never mix. */
export function exchangeRecorder(file: string): RecordExchange {
  return (request, response) => {
    const url = new URL(request.url ?? '/', 'http://gateway.local');
    const requestBody = tapRequestBody(request);
    const answer = tapResponse(response);
    response.once('finish', () => {
      const exchange: RecordedExchange = {
        method: request.method ?? 'GET',
        path: url.pathname,
        query: url.search.replace(/^\?/, ''),
        request: {
          headers: pick(RECORDED_REQUEST_HEADERS, (name) => headerText(request.headers[name])),
          authorization: Boolean(request.headers.authorization),
          ...requestBody(),
        },
        status: response.statusCode,
        response: answer(),
      };
      appendFileSync(file, `${JSON.stringify(exchange)}\n`);
    });
  };
}

/** Records each API exchange when `API_EXCHANGE_LOG` names a file; does nothing otherwise. */
export const recordApiExchange: RecordExchange = process.env.API_EXCHANGE_LOG
  ? exchangeRecorder(process.env.API_EXCHANGE_LOG)
  : () => undefined;
