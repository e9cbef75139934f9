/**
 * Verifies ID tokens as API Gateway's Cognito user-pool authorizer does: signature against the
 * pool's JWKS, issuer, audience (the app client), expiry, and `token_use` = `id`; and access
 * tokens as Cognito checks them for the calls a signed-in user makes (`client_id` instead of an
 * audience, `token_use` = `access`).
 */
import { JwtRsaVerifier } from 'aws-jwt-verify';
import type { Fetcher } from 'aws-jwt-verify/https';
import { SimpleJwksCache } from 'aws-jwt-verify/jwk';
import type { JwtPayload } from 'aws-jwt-verify/jwt-model';

/** The library's own fetcher refuses plain http; cognito-local serves its JWKS over http. */
const plainFetcher: Fetcher = {
  async fetch(uri) {
    const response = await fetch(uri, { signal: AbortSignal.timeout(5000) });
    if (!response.ok) throw new Error(`JWKS request to ${uri} answered ${response.status}`);
    return response.arrayBuffer();
  },
};

export type IdTokenVerifier = (token: string) => Promise<JwtPayload>;

/** Verified tokens kept at most; the oldest is dropped first. */
const VERIFIED_TOKENS_KEPT = 1_000;

export function idTokenVerifier(options: { issuer: string; clientId: string }): IdTokenVerifier {
  const verifier = JwtRsaVerifier.create(
    {
      issuer: options.issuer,
      audience: options.clientId,
      jwksUri: `${options.issuer}/.well-known/jwks.json`,
      customJwtCheck: ({ payload }) => {
        if (payload.token_use !== 'id') throw new Error('Not an ID token');
      },
    },
    { jwksCache: new SimpleJwksCache({ fetcher: plainFetcher }) },
  );
  return keepVerified((token) => verifier.verify(token));
}

export type AccessTokenVerifier = (token: string) => Promise<JwtPayload>;

export function accessTokenVerifier(options: {
  issuer: string;
  clientId: string;
}): AccessTokenVerifier {
  const verifier = JwtRsaVerifier.create(
    {
      issuer: options.issuer,
      audience: null,
      jwksUri: `${options.issuer}/.well-known/jwks.json`,
      customJwtCheck: ({ payload }) => {
        if (payload.token_use !== 'access') throw new Error('Not an access token');
        if (payload.client_id !== options.clientId) throw new Error('Not of this app client');
      },
    },
    { jwksCache: new SimpleJwksCache({ fetcher: plainFetcher }) },
  );
  return keepVerified((token) => verifier.verify(token));
}

/**
 * Like the gateway's authorizer, a token once verified is not verified again while it is valid:
 * its signature, issuer and audience cannot change, and its expiry is checked on every use.
 */
export function keepVerified(verify: IdTokenVerifier, now = () => Date.now()): IdTokenVerifier {
  const verified = new Map<string, JwtPayload>();
  return async (token) => {
    const kept = verified.get(token);
    if (kept && typeof kept.exp === 'number' && kept.exp * 1000 > now()) return kept;
    verified.delete(token);
    const payload = await verify(token);
    if (verified.size >= VERIFIED_TOKENS_KEPT) {
      verified.delete(verified.keys().next().value as string);
    }
    verified.set(token, payload);
    return payload;
  };
}

/** API Gateway hands the authorizer's claims to the handler with every value as a string. */
export function claimsAsStrings(payload: JwtPayload): Record<string, string> {
  return Object.fromEntries(
    Object.entries(payload).map(([name, value]) => [
      name,
      typeof value === 'string'
        ? value
        : Array.isArray(value)
          ? value.join(',')
          : JSON.stringify(value),
    ]),
  );
}
