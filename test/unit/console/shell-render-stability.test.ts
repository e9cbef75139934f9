/**
 * What keeps the signed-in shell from rendering again for data it already shows: an early answer
 * read once per schema (api/early-answer.ts), a session check that changed nothing keeping the
 * same state (session/session-state.ts), breadcrumbs kept outside the shell's state
 * (common/shell/breadcrumb-store.ts), and an early answer put in swr's cache before its hook reads
 * it (api/use-api.ts).
 */
import { unstable_serialize } from 'swr';
import { z } from 'zod';

import { apiCacheKey } from '../../../frontend/src/api/cache-key';

import { readEarlyAnswer } from '../../../frontend/src/api/early-answer';
import { seedCache } from '../../../frontend/src/api/use-api';
import { createBreadcrumbStore } from '../../../frontend/src/common/shell/breadcrumb-store';
import type { SignedInSession } from '../../../frontend/src/session/read-session';
import { nextSessionState, type SessionState } from '../../../frontend/src/session/session-state';

const unitSchema = z.object({ ouid: z.string(), name: z.string() });
const nameSchema = z.object({ name: z.string() });

describe('readEarlyAnswer', () => {
  it('gives the same object for the same answer and schema, and its own for another schema', () => {
    const answer = { status: 200, text: '{"ouid":"ou-root","name":"Acme"}' };
    const first = readEarlyAnswer(answer, unitSchema);
    expect(first).toEqual({ ouid: 'ou-root', name: 'Acme' });
    expect(readEarlyAnswer(answer, unitSchema)).toBe(first);
    const other = readEarlyAnswer(answer, nameSchema);
    expect(other).toEqual({ name: 'Acme' });
    expect(other).not.toBe(first);
    // An equal answer that arrived separately is read on its own.
    const again = readEarlyAnswer({ ...answer }, unitSchema);
    expect(again).toEqual(first);
    expect(again).not.toBe(first);
  });

  it('throws the API error for a failed answer each time, and keeps nothing', () => {
    const answer = { status: 404, text: '{"error":"Unit not found","requestId":"r-1"}' };
    expect(() => readEarlyAnswer(answer, unitSchema)).toThrow('Unit not found');
    expect(() => readEarlyAnswer(answer, unitSchema)).toThrow('Unit not found');
  });
});

describe('nextSessionState', () => {
  const session: SignedInSession = {
    username: 'admin',
    policiesClaim: 'ou-root:ORG_ADMIN',
    policies: [],
    units: ['ou-root'],
    appPoliciesClaim: '',
    appPolicies: [],
  };
  const signedIn: SessionState = { checked: true, session };

  it('keeps the very same state when a refresh changed nothing', () => {
    expect(nextSessionState(signedIn, { ...session, policies: [] })).toBe(signedIn);
    const signedOut: SessionState = { checked: true, session: undefined };
    expect(nextSessionState(signedOut, undefined)).toBe(signedOut);
  });

  it('takes a refreshed session whose claims changed', () => {
    const changed = { ...session, policiesClaim: 'ou-root:ORG_ADMIN;ou-system:SYSTEM_ADMIN' };
    expect(nextSessionState(signedIn, changed)).toEqual({ checked: true, session: changed });
  });

  it('keeps a signed-in user on a failed refresh, but a failed first check signs out', () => {
    expect(nextSessionState(signedIn, 'failed')).toBe(signedIn);
    expect(nextSessionState({ checked: false }, 'failed')).toEqual({
      checked: true,
      session: undefined,
    });
    expect(nextSessionState(signedIn, undefined)).toEqual({ checked: true, session: undefined });
  });
});

describe('createBreadcrumbStore', () => {
  it('tells its listeners about new breadcrumbs, not about the same ones again', () => {
    const store = createBreadcrumbStore();
    const listener = jest.fn();
    const unsubscribe = store.subscribe(listener);
    expect(store.get()).toEqual([]);
    const items = [{ text: 'Acme', href: '/ou-root/' }];
    store.set(items);
    store.set(items);
    expect(store.get()).toBe(items);
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
    store.set([]);
    expect(listener).toHaveBeenCalledTimes(1);
  });
});

describe('seedCache', () => {
  it("puts an early answer in swr's cache under the hook's key, never over an entry", () => {
    const cache = new Map<string, { data?: unknown }>();
    const key = apiCacheKey('/orgunit/ou-root', 'ou-root');
    const early = { data: { name: 'Acme' } };
    seedCache(cache, key, early);
    expect(cache.get(unstable_serialize(key))?.data).toBe(early);
    seedCache(cache, key, { data: { name: 'Other' } });
    expect(cache.get(unstable_serialize(key))?.data).toBe(early);
    seedCache(cache, apiCacheKey('/config', 'ou-root'), { items: [] });
    expect(cache.size).toBe(2);
  });
});
