/**
 * Pre-signed S3 URLs (query-string Signature V4): a PUT of one declared type and size, and a GET
 * with optional response-header overrides. They are the URLs `@aws-sdk/s3-request-presigner`
 * makes (a unit test compares them), signed with node:crypto alone so the document Lambda loads
 * no presigner or signer library. Credentials come from the standard environment variables (set
 * by Lambda, and locally by the gateway); `AWS_ENDPOINT_URL_S3` (s3rver) gives a path-style URL.
 */
import { createHash, createHmac } from 'node:crypto';

import { DEFAULT_REGION } from '../shared/dynamo-client';

interface ObjectToSign {
  bucket: string;
  key: string;
  expiresIn: number;
  /** Fixed only by tests, to compare with another signer at the same instant. */
  signingDate?: Date;
}

export interface PutToSign extends ObjectToSign {
  contentType: string;
  contentLength: number;
}

export interface GetToSign extends ObjectToSign {
  /** `Content-Disposition` S3 answers with (e.g. an attachment with the document's name). */
  responseContentDisposition?: string;
}

interface RequestToSign extends ObjectToSign {
  method: 'GET' | 'PUT';
  /** Headers the request must carry exactly (besides host), lower-case names. */
  headers: Readonly<Record<string, string>>;
  /** Query parameters besides the signature's own. */
  query: Readonly<Record<string, string>>;
}

const ALGORITHM = 'AWS4-HMAC-SHA256';
const UNSIGNED_PAYLOAD = 'UNSIGNED-PAYLOAD';

/** RFC 3986 encoding, as Signature V4 and the S3 client encode names, values and key segments. */
const encode = (text: string) =>
  encodeURIComponent(text).replace(
    /[!'()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );

const sha256Hex = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');
const hmac = (key: string | Buffer, text: string) =>
  createHmac('sha256', key).update(text, 'utf8').digest();

function credentials() {
  const accessKeyId = process.env.AWS_ACCESS_KEY_ID;
  const secretAccessKey = process.env.AWS_SECRET_ACCESS_KEY;
  if (!accessKeyId || !secretAccessKey) {
    throw new Error('No AWS credentials in the environment (AWS_ACCESS_KEY_ID/SECRET_ACCESS_KEY)');
  }
  return { accessKeyId, secretAccessKey, sessionToken: process.env.AWS_SESSION_TOKEN };
}

function objectLocation(bucket: string, key: string, region: string) {
  const path = key.split('/').map(encode).join('/');
  const endpoint = process.env.AWS_ENDPOINT_URL_S3;
  if (endpoint) {
    const url = new URL(endpoint);
    return {
      origin: url.origin,
      host: url.host,
      path: `${url.pathname.replace(/\/+$/, '')}/${bucket}/${path}`,
    };
  }
  const host = `${bucket}.s3.${region}.amazonaws.com`;
  return { origin: `https://${host}`, host, path: `/${path}` };
}

/** `20260102T030405Z` and `20260102`. */
function signingTimes(date: Date) {
  const long = date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
  return { long, short: long.slice(0, 8) };
}

const formatQuery = (query: Readonly<Record<string, string>>) =>
  Object.keys(query)
    .sort()
    .map((name) => `${encode(name)}=${encode(query[name] as string)}`)
    .join('&');

function presign(request: RequestToSign): string {
  const region = process.env.AWS_REGION ?? DEFAULT_REGION;
  const { accessKeyId, secretAccessKey, sessionToken } = credentials();
  const { origin, host, path } = objectLocation(request.bucket, request.key, region);
  const time = signingTimes(request.signingDate ?? new Date());
  const scope = `${time.short}/${region}/s3/aws4_request`;

  const headers: Record<string, string> = { ...request.headers, host };
  const names = Object.keys(headers).sort();
  const signedHeaders = names.join(';');
  const query: Record<string, string> = {
    ...request.query,
    'X-Amz-Algorithm': ALGORITHM,
    'X-Amz-Content-Sha256': UNSIGNED_PAYLOAD,
    'X-Amz-Credential': `${accessKeyId}/${scope}`,
    'X-Amz-Date': time.long,
    'X-Amz-Expires': String(request.expiresIn),
    ...(sessionToken ? { 'X-Amz-Security-Token': sessionToken } : {}),
    'X-Amz-SignedHeaders': signedHeaders,
  };
  const canonicalRequest = [
    request.method,
    path,
    formatQuery(query),
    ...names.map((name) => `${name}:${headers[name] as string}`),
    '',
    signedHeaders,
    UNSIGNED_PAYLOAD,
  ].join('\n');
  const stringToSign = [ALGORITHM, time.long, scope, sha256Hex(canonicalRequest)].join('\n');
  const signingKey = ['s3', 'aws4_request'].reduce(
    (key, part) => hmac(key, part),
    hmac(hmac(`AWS4${secretAccessKey}`, time.short), region),
  );
  const signature = createHmac('sha256', signingKey).update(stringToSign, 'utf8').digest('hex');
  return `${origin}${path}?${formatQuery({ ...query, 'X-Amz-Signature': signature })}`;
}

/** A PUT whose signature covers Content-Type and Content-Length: S3 refuses any other body. */
export async function presignPut(put: PutToSign): Promise<string> {
  return presign({
    ...put,
    method: 'PUT',
    headers: {
      'content-length': String(put.contentLength),
      'content-type': put.contentType.trim(),
    },
    query: { 'x-id': 'PutObject' },
  });
}

/** A GET of one object, for as long as `expiresIn`. */
export async function presignGet(get: GetToSign): Promise<string> {
  return presign({
    ...get,
    method: 'GET',
    headers: {},
    query: {
      ...(get.responseContentDisposition
        ? { 'response-content-disposition': get.responseContentDisposition }
        : {}),
      'x-id': 'GetObject',
    },
  });
}
