import type { JwtPayload } from 'aws-jwt-verify/jwt-model';

import { findRoute, type RouteSpec } from '../../../lambdas/domain/routes';
import {
  USERNAME_CHECKS_PER_MINUTE,
  usernameCheckLimit,
} from '../../../local/username-check-limit';

function route(method: string, path: string): RouteSpec {
  const found = findRoute(method, path);
  if (!found) throw new Error(`No route ${method} ${path}`);
  return found;
}

const LIST = route('GET', '/userprofile');
const CREATE = route('POST', '/userprofile');
const UNIT = route('GET', '/orgunit/{id}');
const ann = { sub: 'sub-ann', 'cognito:username': 'ann' } as unknown as JwtPayload;
const bob = { sub: 'sub-bob', 'cognito:username': 'bob' } as unknown as JwtPayload;

const url = (query: string) => new URL(`http://gateway.local/userprofile${query}`);

function exhaust(limit: ReturnType<typeof usernameCheckLimit>, caller: JwtPayload): void {
  for (let index = 0; index < USERNAME_CHECKS_PER_MINUTE; index += 1) {
    expect(limit(LIST, url(`?checkUserName=u${index}`), caller)).toEqual({ allowed: true });
  }
}

describe('usernameCheckLimit', () => {
  it('allows 30 checks a minute per caller and refuses the 31st', () => {
    let time = 0;
    const limit = usernameCheckLimit(() => time);
    exhaust(limit, ann);
    expect(limit(LIST, url('?checkUserName=one-more'), ann)).toEqual({
      allowed: false,
      retryAfterSeconds: 60,
    });
    expect(limit(LIST, url('?checkUserName=x'), bob)).toEqual({ allowed: true });
    time += 60_000;
    expect(limit(LIST, url('?checkUserName=x'), ann)).toEqual({ allowed: true });
  });

  it('counts a check with an empty value too, but nothing else', () => {
    const limit = usernameCheckLimit(() => 0);
    exhaust(limit, ann);
    expect(limit(LIST, url('?checkUserName='), ann).allowed).toBe(false);
    for (const [spec, query] of [
      [LIST, ''],
      [LIST, '?limit=10'],
      [LIST, '?checkusername=x'],
      [CREATE, '?checkUserName=x'],
      [UNIT, '?checkUserName=x'],
    ] as const) {
      expect(limit(spec, url(query), ann)).toEqual({ allowed: true });
    }
  });

  it('keys callers by subject, or by username when a token has no subject', () => {
    const limit = usernameCheckLimit(() => 0);
    exhaust(limit, ann);
    const sameSubject = { sub: 'sub-ann', 'cognito:username': 'renamed' } as unknown as JwtPayload;
    expect(limit(LIST, url('?checkUserName=x'), sameSubject).allowed).toBe(false);
    const noSubject = { 'cognito:username': 'carl' } as unknown as JwtPayload;
    exhaust(limit, noSubject);
    expect(limit(LIST, url('?checkUserName=x'), noSubject).allowed).toBe(false);
  });
});
