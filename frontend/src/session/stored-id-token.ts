/**
 * The ID token Amplify keeps in localStorage, read without Amplify's code, so a unit page's first
 * reads can go out before that code has downloaded. Only a token with at least MIN_LIFETIME_MS to
 * live is given; for any other (expiring, missing, unreadable) the reads wait for Amplify, which
 * refreshes it. The key names are Amplify's (`DefaultTokenStore`).
 */
const KEY_PREFIX = 'CognitoIdentityServiceProvider';
export const MIN_LIFETIME_MS = 5 * 60_000;

/** The token's payload (its claims), or undefined when it is not a readable JWT. */
export function idTokenClaims(token: string): Record<string, unknown> | undefined {
  try {
    const payload = token.split('.')[1];
    if (!payload) return undefined;
    const claims: unknown = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/')));
    return typeof claims === 'object' && claims !== null
      ? (claims as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}

function expiryMs(token: string): number | undefined {
  const exp = idTokenClaims(token)?.exp;
  return typeof exp === 'number' ? exp * 1000 : undefined;
}

interface KeyValueStore {
  getItem(key: string): string | null;
}

/**
 * Whether Amplify stored a signed-in user in this browser (valid or not); unreadable storage
 * counts as yes, so the session is then checked as usual.
 */
export function hasStoredUser(userPoolClientId: string): boolean {
  try {
    const storage = (globalThis as { localStorage?: KeyValueStore }).localStorage;
    return !storage || storage.getItem(`${KEY_PREFIX}.${userPoolClientId}.LastAuthUser`) !== null;
  } catch {
    return true;
  }
}

export function storedIdToken(userPoolClientId: string, now = Date.now()): string | undefined {
  try {
    const storage = (globalThis as { localStorage?: KeyValueStore }).localStorage;
    if (!storage) return undefined;
    const base = `${KEY_PREFIX}.${userPoolClientId}`;
    const username = storage.getItem(`${base}.LastAuthUser`);
    if (!username) return undefined;
    const token = storage.getItem(`${base}.${username}.idToken`);
    if (!token) return undefined;
    const expiry = expiryMs(token);
    return expiry !== undefined && expiry - now >= MIN_LIFETIME_MS ? token : undefined;
  } catch {
    return undefined;
  }
}
