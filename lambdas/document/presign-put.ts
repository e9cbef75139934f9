/**
 * A pre-signed S3 PUT (query-string Signature V4), the same URL `@aws-sdk/s3-request-presigner`
 * makes for a PutObjectCommand (a unit test compares them), signed with node:crypto alone so the
 * document Lambda loads no S3 client, presigner or signer library. Credentials come from the
 * standard environment variables (set by Lambda, and locally by the gateway); `AWS_ENDPOINT_URL_S3`
 * (s3rver) gives a path-style URL.
 */
import { createHash, createHmac } from 'node:crypto';

import { DEFAULT_REGION } from '../shared/dynamo-client';

export interface PutToSign {
  bucket: string;
  key: string;
  contentType: string;
  contentLength: number;
  expiresIn: number;
  /** Fixed only by tests, to compare with another signer at the same instant. */
  signingDate?: Date;
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

export async function presignPut(put: PutToSign): Promise<string> {
  const region = process.env.AWS_REGION ?? DEFAULT_REGION;
  const { accessKeyId, secretAccessKey, sessionToken } = credentials();
  const { origin, host, path } = objectLocation(put.bucket, put.key, region);
  const time = signingTimes(put.signingDate ?? new Date());
  const scope = `${time.short}/${region}/s3/aws4_request`;

  const headers = {
    'content-length': String(put.contentLength),
    'content-type': put.contentType.trim(),
    host,
  };
  const signedHeaders = Object.keys(headers).sort().join(';');
  const query: Record<string, string> = {
    'X-Amz-Algorithm': ALGORITHM,
    'X-Amz-Content-Sha256': UNSIGNED_PAYLOAD,
    'X-Amz-Credential': `${accessKeyId}/${scope}`,
    'X-Amz-Date': time.long,
    'X-Amz-Expires': String(put.expiresIn),
    ...(sessionToken ? { 'X-Amz-Security-Token': sessionToken } : {}),
    'X-Amz-SignedHeaders': signedHeaders,
    'x-id': 'PutObject',
  };
  const canonicalRequest = [
    'PUT',
    path,
    formatQuery(query),
    ...Object.entries(headers).map(([name, value]) => `${name}:${value}`),
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
