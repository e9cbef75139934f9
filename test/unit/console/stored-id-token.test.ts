/**
 * frontend/src/session/stored-id-token.ts: Amplify's stored ID token, given only while fresh, and
 * whether a signed-in user is stored at all.
 */
import {
  hasStoredUser,
  MIN_LIFETIME_MS,
  storedIdToken,
} from '../../../frontend/src/session/stored-id-token';

const CLIENT_ID = 'client-1';
const NOW = Date.UTC(2026, 10, 26, 12, 0, 0);
const BASE = `CognitoIdentityServiceProvider.${CLIENT_ID}`;

function tokenExpiringAt(ms: number): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'RS256' })}.${part({ sub: 'u-1', exp: Math.floor(ms / 1000) })}.signature`;
}

const items = new Map<string, string>();

beforeAll(() => {
  Object.defineProperty(globalThis, 'localStorage', {
    configurable: true,
    value: { getItem: (key: string) => items.get(key) ?? null },
  });
});

afterAll(() => {
  Reflect.deleteProperty(globalThis, 'localStorage');
});

beforeEach(() => {
  items.clear();
});

function store(username: string, token: string): void {
  items.set(`${BASE}.LastAuthUser`, username);
  items.set(`${BASE}.${username}.idToken`, token);
}

it('gives the last signed-in user’s token while it has a while to live', () => {
  const token = tokenExpiringAt(NOW + MIN_LIFETIME_MS + 1_000);
  store('alice', token);
  expect(storedIdToken(CLIENT_ID, NOW)).toBe(token);
});

it('gives nothing for a token about to expire, so the reads wait for Amplify to refresh it', () => {
  store('alice', tokenExpiringAt(NOW + MIN_LIFETIME_MS - 1_000));
  expect(storedIdToken(CLIENT_ID, NOW)).toBeUndefined();
  store('alice', tokenExpiringAt(NOW - 1_000));
  expect(storedIdToken(CLIENT_ID, NOW)).toBeUndefined();
});

it('gives nothing when nobody is signed in, for another app client, or for an unreadable token', () => {
  expect(storedIdToken(CLIENT_ID, NOW)).toBeUndefined();
  store('alice', tokenExpiringAt(NOW + 3_600_000));
  expect(storedIdToken('another-client', NOW)).toBeUndefined();
  store('alice', 'not-a-jwt');
  expect(storedIdToken(CLIENT_ID, NOW)).toBeUndefined();
  store('alice', 'a.bm90LWpzb24.c');
  expect(storedIdToken(CLIENT_ID, NOW)).toBeUndefined();
  items.delete(`${BASE}.alice.idToken`);
  expect(storedIdToken(CLIENT_ID, NOW)).toBeUndefined();
});

it('tells whether Amplify stored a user for this app client, expired or not', () => {
  expect(hasStoredUser(CLIENT_ID)).toBe(false);
  store('alice', tokenExpiringAt(NOW - 1_000));
  expect(hasStoredUser(CLIENT_ID)).toBe(true);
  expect(hasStoredUser('another-client')).toBe(false);
});

it('counts unreadable storage as a stored user, so the session is checked as usual', () => {
  Object.defineProperty(globalThis, 'localStorage', {
    configurable: true,
    value: {
      getItem: () => {
        throw new Error('SecurityError');
      },
    },
  });
  try {
    expect(hasStoredUser(CLIENT_ID)).toBe(true);
  } finally {
    Object.defineProperty(globalThis, 'localStorage', {
      configurable: true,
      value: { getItem: (key: string) => items.get(key) ?? null },
    });
  }
});
