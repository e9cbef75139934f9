/**
 * Starts s3rver as its own `bin/s3rver.js` does (same arguments), except that pre-signed URLs
 * (query-string Signature V4, what the console uploads and downloads with) are verified as S3
 * verifies them: s3rver 3.7 accepts any V4 signature. So a body whose Content-Length or
 * Content-Type differs from the signed one, an edited key or an edited query is refused with
 * 403 SignatureDoesNotMatch here too, and a size limit signed into an upload URL holds locally.
 * Requests the SDK signs in the Authorization header are left to s3rver's own checks.
 */
/* eslint-disable @typescript-eslint/no-require-imports */
const { createHash, createHmac, timingSafeEqual } = require('node:crypto');

const authenticationPath = require.resolve('s3rver/lib/middleware/authentication');
const s3rverAuthentication = require(authenticationPath);
const AWSAccount = require('s3rver/lib/models/account');
const S3Error = require('s3rver/lib/models/error');

/** RFC 3986 encoding, as Signature V4 encodes names, values and key segments. */
const encode = (text) =>
  encodeURIComponent(text).replace(
    /[!'()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );

function decode(text) {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

const hmac = (key, text) => createHmac('sha256', key).update(text, 'utf8').digest();

/** The canonical request of a pre-signed request, from the raw URL and headers it arrived with. */
function canonicalRequest(req, query, signedHeaders) {
  const [rawPath, rawQuery = ''] = req.url.split('?');
  const path = rawPath
    .split('/')
    .map((segment) => encode(decode(segment)))
    .join('/');
  const pairs = rawQuery
    .split('&')
    .filter(Boolean)
    .map((pair) => {
      const [name, ...value] = pair.split('=');
      return [encode(decode(name)), encode(decode(value.join('=')))];
    })
    .filter(([name]) => name !== 'X-Amz-Signature')
    .sort(([a, x], [b, y]) => (a === b ? (x < y ? -1 : 1) : a < b ? -1 : 1))
    .map(([name, value]) => `${name}=${value}`);
  const headers = signedHeaders.map((name) => {
    const value = req.headers[name];
    if (value === undefined) throw signatureMismatch(`the signed header ${name} is missing`);
    return `${name}:${String(value).trim().replace(/\s+/g, ' ')}`;
  });
  return [
    req.method,
    path,
    pairs.join('&'),
    ...headers,
    '',
    signedHeaders.join(';'),
    query['X-Amz-Content-Sha256'] || 'UNSIGNED-PAYLOAD',
  ].join('\n');
}

function signatureMismatch(detail) {
  return new S3Error(
    'SignatureDoesNotMatch',
    'The request signature we calculated does not match the signature you provided. ' +
      'Check your key and signing method.',
    { Detail: detail },
  );
}

function verifyPresignedV4(ctx) {
  const { query } = ctx;
  if (ctx.method === 'OPTIONS' || !('X-Amz-Algorithm' in query) || 'authorization' in ctx.headers)
    return;
  const credential = String(query['X-Amz-Credential'] || '').split('/');
  const [accessKeyId, date, region, service] = credential;
  const account = AWSAccount.registry.get(accessKeyId);
  // Unknown keys and malformed parameters get s3rver's own answers.
  if (!account || credential.length !== 5 || !query['X-Amz-Signature']) return;
  const secret = account.accessKeys.get(accessKeyId);
  const signedHeaders = String(query['X-Amz-SignedHeaders'] || '').split(';');
  const request = canonicalRequest(ctx.req, query, signedHeaders);
  const stringToSign = [
    'AWS4-HMAC-SHA256',
    query['X-Amz-Date'],
    credential.slice(1).join('/'),
    createHash('sha256').update(request, 'utf8').digest('hex'),
  ].join('\n');
  const signingKey = [region, service, 'aws4_request'].reduce(
    (key, part) => hmac(key, part),
    hmac(`AWS4${secret}`, date),
  );
  const expected = Buffer.from(createHmac('sha256', signingKey).update(stringToSign).digest('hex'));
  const provided = Buffer.from(String(query['X-Amz-Signature']));
  if (expected.length !== provided.length || !timingSafeEqual(expected, provided)) {
    throw signatureMismatch('the request differs from the signed one');
  }
}

require.cache[authenticationPath].exports = () => {
  const authenticate = s3rverAuthentication();
  return async function authentication(ctx, next) {
    verifyPresignedV4(ctx);
    return authenticate(ctx, next);
  };
};

require('s3rver/bin/s3rver.js');
