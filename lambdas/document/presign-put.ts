/**
 * A pre-signed S3 PUT made with Signature V4 alone, as `@aws-sdk/s3-request-presigner` makes it for
 * a PutObjectCommand (same query, same signature), without loading the S3 client and presigner on
 * the document Lambda's cold start. Credentials come from the standard environment variables (set by
 * Lambda, and locally by the gateway); `AWS_ENDPOINT_URL_S3` (s3rver) gives a path-style URL.
 */
import { DEFAULT_REGION } from '../shared/dynamo-client';
import { lazy } from '../shared/lazy';

/**
 * Signature V4 and its share of `@smithy/core` (about 145 kB bundled), loaded on the first upload
 * URL rather than on every cold start.
 */
const sigV4 = lazy(async () => {
  const [{ fromEnv }, { HttpRequest }, { Hash }, { SignatureV4 }] = await Promise.all([
    import('@aws-sdk/credential-provider-env'),
    import('@smithy/core/protocols'),
    import('@smithy/core/serde'),
    import('@smithy/signature-v4'),
  ]);
  return { fromEnv, HttpRequest, Hash, SignatureV4 };
});

export interface PutToSign {
  bucket: string;
  key: string;
  contentType: string;
  contentLength: number;
  expiresIn: number;
  /** Fixed only by tests, to compare with another signer at the same instant. */
  signingDate?: Date;
}

/** The headers a PUT through the URL must carry exactly; `host` is always signed. */
const SIGNED_HEADERS = new Set(['content-type', 'content-length']);

/** RFC 3986 encoding of one path segment, as the S3 client encodes an object key. */
const encodeSegment = (segment: string) =>
  encodeURIComponent(segment).replace(
    /[!'()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );

function objectLocation(bucket: string, key: string) {
  const path = key.split('/').map(encodeSegment).join('/');
  const endpoint = process.env.AWS_ENDPOINT_URL_S3;
  if (endpoint) {
    const url = new URL(endpoint);
    return { url, path: `${url.pathname.replace(/\/+$/, '')}/${bucket}/${path}` };
  }
  const region = process.env.AWS_REGION ?? DEFAULT_REGION;
  return { url: new URL(`https://${bucket}.s3.${region}.amazonaws.com`), path: `/${path}` };
}

/** Every value here is a single string; sorted as the SDK's `formatUrl` sorts them. */
const formatQuery = (query: Readonly<Record<string, unknown>> = {}) =>
  Object.keys(query)
    .sort()
    .map((name) => [name, query[name]] as const)
    .map(([name, value]) => `${encodeSegment(name)}=${encodeSegment(String(value))}`)
    .join('&');

export async function presignPut(put: PutToSign): Promise<string> {
  const { fromEnv, HttpRequest, Hash, SignatureV4 } = await sigV4();
  const { url, path } = objectLocation(put.bucket, put.key);
  const request = new HttpRequest({
    method: 'PUT',
    protocol: url.protocol,
    hostname: url.hostname,
    ...(url.port && { port: Number(url.port) }),
    path,
    query: { 'x-id': 'PutObject' },
    headers: {
      host: url.host,
      'content-type': put.contentType,
      'content-length': String(put.contentLength),
      // Hoisted into the query under this exact name, which takes part in the signed query's order.
      'X-Amz-Content-Sha256': 'UNSIGNED-PAYLOAD',
    },
  });
  const signer = new SignatureV4({
    service: 's3',
    region: process.env.AWS_REGION ?? DEFAULT_REGION,
    credentials: fromEnv(),
    sha256: Hash.bind(null, 'sha256'),
    uriEscapePath: false,
    applyChecksum: false,
  });
  const signed = await signer.presign(request, {
    expiresIn: put.expiresIn,
    signableHeaders: SIGNED_HEADERS,
    ...(put.signingDate && { signingDate: put.signingDate }),
  });
  return `${url.protocol}//${url.host}${signed.path}?${formatQuery(signed.query)}`;
}
