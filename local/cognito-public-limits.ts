/**
 * The user pool's public operations limited per client address, as the pool's WAF limits them in
 * AWS (lib/constructs/user-pool-firewall.ts): past its limit a caller is answered 429 with
 * Cognito's TooManyRequestsException until its window ends. Other operations are not counted.
 */
import { CognitoError } from './cognito-errors';
import { createRateLimiter, type RateLimitDecision } from './rate-limit';
import { COGNITO_PUBLIC_LIMITS, type PublicEndpointLimit } from './settings';

/** The refusal the WAF's custom response gives (its body and the error type header). */
export const TOO_MANY_REQUESTS = new CognitoError(
  'TooManyRequestsException',
  'Too many requests from this address; try again in a few minutes',
  429,
);

const ALLOWED: RateLimitDecision = { allowed: true };

/** Counts `operation` (without the target prefix) for `address`; uncounted ones are allowed. */
export type PublicEndpointLimits = (operation: string, address: string) => RateLimitDecision;

/** `::ffff:127.0.0.2` (a dual-stack socket's IPv4 client) is the client 127.0.0.2. */
function plainAddress(address: string): string {
  return address.startsWith('::ffff:') ? address.slice('::ffff:'.length) : address;
}

export function publicEndpointLimits(
  options: {
    limits?: Readonly<Record<string, PublicEndpointLimit>>;
    exempt?: readonly string[];
    now?: () => number;
  } = {},
): PublicEndpointLimits {
  const { limits = COGNITO_PUBLIC_LIMITS, exempt = [], now } = options;
  const exemptAddresses = new Set(exempt.map(plainAddress));
  const limiters = new Map(
    Object.entries(limits).map(([operation, { requests, windowSeconds }]) => [
      operation,
      createRateLimiter({ limit: requests, windowMs: windowSeconds * 1000, now }),
    ]),
  );
  return (operation, address) => {
    const limiter = limiters.get(operation);
    const client = plainAddress(address);
    if (!limiter || exemptAddresses.has(client)) return ALLOWED;
    return limiter.hit(client);
  };
}
