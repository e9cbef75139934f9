/**
 * The per-caller limit on username existence checks (`GET /userprofile?checkUserName=`), which the
 * WAF applies in AWS (lib/constructs/api-firewall.ts, numbers in lib/settings.ts). Locally the
 * gateway applies it once the ID token is verified, keyed by the token's subject.
 */
import type { JwtPayload } from 'aws-jwt-verify/jwt-model';

import type { RouteSpec } from '../lambdas/domain/routes';
import { createRateLimiter, type RateLimitDecision } from './rate-limit';

export const USERNAME_CHECKS_PER_MINUTE = 30;
export const TOO_MANY_USERNAME_CHECKS = 'Too many username checks; try again in a minute';

const CHECK_PARAMETER = 'checkUserName';
const ALLOWED: RateLimitDecision = { allowed: true };

/** Counts a request only when it is a username check; everything else is allowed uncounted. */
export type UsernameCheckLimit = (
  route: RouteSpec,
  url: URL,
  caller: JwtPayload,
) => RateLimitDecision;

function isUsernameCheck(route: RouteSpec, url: URL): boolean {
  return (
    route.method === 'GET' && route.path === '/userprofile' && url.searchParams.has(CHECK_PARAMETER)
  );
}

function callerKey(caller: JwtPayload): string {
  const key = caller.sub ?? caller['cognito:username'];
  return typeof key === 'string' ? key : '';
}

export function usernameCheckLimit(now?: () => number): UsernameCheckLimit {
  const limiter = createRateLimiter({
    limit: USERNAME_CHECKS_PER_MINUTE,
    windowMs: 60_000,
    now,
  });
  return (route, url, caller) =>
    isUsernameCheck(route, url) ? limiter.hit(callerKey(caller)) : ALLOWED;
}
