/**
 * ID tokens the gateway must refuse, made from a real one:
 * - tampered: one character of the signature changed;
 * - forged: the payload rewritten to name another user (with their MFA claim), the original
 *   signature kept;
 * - expired: `exp` an hour in the past, signed with cognito-local's own key (the package ships its
 *   private key, so the token is validly signed and only its expiry is wrong);
 * - foreign: the same claims signed by a key the pool never published (same `kid`).
 */
import { createSign, generateKeyPairSync } from 'node:crypto';
import { readFileSync } from 'node:fs';

const COGNITO_LOCAL_KEY_FILE = require.resolve('cognito-local/lib/keys/cognitoLocal.private.json');

function partsOf(token: string): { header: string; payload: string; signature: string } {
  const [header, payload, signature] = token.split('.');
  if (!header || !payload || !signature) throw new Error('Not a JWT');
  return { header, payload, signature };
}

function decode(part: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(part, 'base64url').toString('utf8')) as Record<string, unknown>;
}

function encode(value: unknown): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

function sign(header: string, payload: string, privateKeyPem: string): string {
  const signer = createSign('RSA-SHA256');
  signer.update(`${header}.${payload}`);
  return `${header}.${payload}.${signer.sign(privateKeyPem).toString('base64url')}`;
}

export function tamperedSignature(token: string): string {
  const { header, payload, signature } = partsOf(token);
  // Change a character in the middle: every bit there belongs to the signature.
  const index = Math.floor(signature.length / 2);
  const flipped = signature[index] === 'A' ? 'B' : 'A';
  return `${header}.${payload}.${signature.slice(0, index)}${flipped}${signature.slice(index + 1)}`;
}

/** `changes` (the username, and e.g. the MFA claim of the user it stands for) in a signed payload. */
export function forgedClaims(
  token: string,
  username: string,
  changes: Record<string, unknown> = {},
): string {
  const { header, payload, signature } = partsOf(token);
  const claims = { ...decode(payload), ...changes, 'cognito:username': username };
  return `${header}.${encode(claims)}.${signature}`;
}

/** The token's claims with `changes`, signed with cognito-local's published key. */
export function resignedToken(token: string, changes: Record<string, unknown>): string {
  const { header, payload } = partsOf(token);
  const { pem } = JSON.parse(readFileSync(COGNITO_LOCAL_KEY_FILE, 'utf8')) as { pem: string };
  return sign(header, encode({ ...decode(payload), ...changes }), pem);
}

export function expiredToken(token: string): string {
  const now = Math.floor(Date.now() / 1000);
  return resignedToken(token, { iat: now - 7200, auth_time: now - 7200, exp: now - 3600 });
}

export function foreignKeyToken(token: string): string {
  const { header, payload } = partsOf(token);
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return sign(header, payload, privateKey.export({ type: 'pkcs8', format: 'pem' }).toString());
}

/** The claims of the payload, for checks that a crafted token differs only where intended. */
export function payloadOf(token: string): Record<string, unknown> {
  return decode(partsOf(token).payload);
}
