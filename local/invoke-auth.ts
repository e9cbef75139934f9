/**
 * Who may call the local Lambda Invoke API: cognito-local only. Its aws-sdk v2 Lambda client signs
 * every call with SigV4 (service `lambda`) using the credentials of its config, which the platform
 * generates afresh at every start and writes nowhere else. The gateway recomputes each signature
 * with that start's secret, so no other local process can run a trigger (and read a user's policies).
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';

import { SignatureV4 } from '@smithy/signature-v4';

import { NodeSha256 } from './node-sha256';

export interface InvokeCredentials {
  readonly accessKeyId: string;
  readonly secretAccessKey: string;
}

export function createInvokeCredentials(): InvokeCredentials {
  return {
    accessKeyId: `LOCAL${randomBytes(8).toString('hex').toUpperCase()}`,
    secretAccessKey: randomBytes(30).toString('base64'),
  };
}

export const INVOKE_SIGNING_SERVICE = 'lambda';
/** cognito-local signs just before sending, on the same machine: a wider skew means a replay. */
const MAX_CLOCK_SKEW_MS = 5 * 60_000;

const AUTHORIZATION =
  /^AWS4-HMAC-SHA256 Credential=([^/\s,]+)\/(\d{8})\/([^/\s,]+)\/([^/\s,]+)\/aws4_request,\s*SignedHeaders=([a-z0-9;-]+),\s*Signature=([0-9a-f]{64})$/;
const AMZ_DATE = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/;
const PAYLOAD_HASH_HEADER = 'x-amz-content-sha256';

/** What Lambda answers (403) to an unknown key and to a wrong signature. */
export interface InvokeRefusal {
  errorType: 'UnrecognizedClientException' | 'InvalidSignatureException';
  message: string;
}

const UNRECOGNIZED_CLIENT: InvokeRefusal = {
  errorType: 'UnrecognizedClientException',
  message: 'The security token included in the request is invalid.',
};
const INVALID_SIGNATURE: InvokeRefusal = {
  errorType: 'InvalidSignatureException',
  message: 'The request signature we calculated does not match the signature you provided.',
};

export interface InvokeRequest {
  method: string;
  /** The request target as received: raw path and query. */
  url: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

export interface InvokeVerifier {
  /** Checked before the body is read: a SigV4 header that names this start's access key id. */
  refuseCaller(headers: IncomingHttpHeaders): InvokeRefusal | undefined;
  /** The signature, recomputed over method, path, query, the signed headers and the body. */
  refuseSignature(request: InvokeRequest): Promise<InvokeRefusal | undefined>;
}

interface SigV4Authorization {
  accessKeyId: string;
  date: string;
  region: string;
  service: string;
  signedHeaders: string[];
  signature: string;
}

function headerText(headers: IncomingHttpHeaders, name: string): string | undefined {
  const value = headers[name];
  return Array.isArray(value) ? value.join(',') : value;
}

function parseAuthorization(headers: IncomingHttpHeaders): SigV4Authorization | undefined {
  const match = AUTHORIZATION.exec(headerText(headers, 'authorization')?.trim() ?? '');
  if (!match) return undefined;
  const [, accessKeyId, date, region, service, signedHeaders, signature] = match as string[];
  return {
    accessKeyId: accessKeyId as string,
    date: date as string,
    region: region as string,
    service: service as string,
    signedHeaders: (signedHeaders as string).split(';'),
    signature: signature as string,
  };
}

function parseAmzDate(value: string | undefined): Date | undefined {
  const match = AMZ_DATE.exec(value ?? '');
  if (!match) return undefined;
  const [year, month, day, hours, minutes, seconds] = match.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  return new Date(Date.UTC(year, month - 1, day, hours, minutes, seconds));
}

function sameText(left: string, right: string): boolean {
  const a = Buffer.from(left);
  const b = Buffer.from(right);
  return a.length === b.length && timingSafeEqual(a, b);
}

function queryOf(rawQuery: string): Record<string, string | string[]> {
  const query: Record<string, string | string[]> = {};
  const search = new URLSearchParams(rawQuery);
  for (const name of new Set(search.keys())) {
    const values = search.getAll(name);
    query[name] = values.length === 1 ? (values[0] as string) : values;
  }
  return query;
}

export function invokeVerifier(
  credentials: InvokeCredentials,
  region: string,
  now: () => number = Date.now,
): InvokeVerifier {
  const signer = new SignatureV4({
    credentials,
    region,
    service: INVOKE_SIGNING_SERVICE,
    sha256: NodeSha256,
    applyChecksum: false,
  });

  const refuseCaller = (headers: IncomingHttpHeaders) => {
    const authorization = parseAuthorization(headers);
    return authorization && sameText(authorization.accessKeyId, credentials.accessKeyId)
      ? undefined
      : UNRECOGNIZED_CLIENT;
  };

  const refuseSignature = async (request: InvokeRequest) => {
    const authorization = parseAuthorization(request.headers);
    if (!authorization || refuseCaller(request.headers)) return UNRECOGNIZED_CLIENT;
    const amzDate = headerText(request.headers, 'x-amz-date');
    const signingDate = parseAmzDate(amzDate);
    if (
      !signingDate ||
      Math.abs(now() - signingDate.getTime()) > MAX_CLOCK_SKEW_MS ||
      authorization.date !== amzDate?.slice(0, 8) ||
      authorization.region !== region ||
      authorization.service !== INVOKE_SIGNING_SERVICE ||
      !authorization.signedHeaders.includes('host')
    ) {
      return INVALID_SIGNATURE;
    }
    const bodyHash = createHash('sha256').update(request.body).digest('hex');
    const headers: Record<string, string> = {};
    for (const name of authorization.signedHeaders) {
      // The claimed body hash is replaced by the real one: a body swapped after signing fails.
      const value = name === PAYLOAD_HASH_HEADER ? bodyHash : headerText(request.headers, name);
      if (value === undefined) return INVALID_SIGNATURE;
      headers[name] = value;
    }
    const queryStart = request.url.indexOf('?');
    const path = queryStart < 0 ? request.url : request.url.slice(0, queryStart);
    const rawQuery = queryStart < 0 ? '' : request.url.slice(queryStart + 1);
    const expected = await signer.sign(
      {
        method: request.method,
        protocol: 'http:',
        hostname: headers.host ?? '',
        path,
        query: queryOf(rawQuery),
        headers,
        body: request.body,
      },
      { signingDate, signableHeaders: new Set(authorization.signedHeaders) },
    );
    const signature = /Signature=([0-9a-f]{64})$/.exec(expected.headers.authorization ?? '')?.[1];
    return signature && sameText(signature, authorization.signature)
      ? undefined
      : INVALID_SIGNATURE;
  };

  return { refuseCaller, refuseSignature };
}
