/**
 * The TOTP key being set up, kept in this tab's sessionStorage while the set-up is pending, so a
 * reload shows the key the app already scanned. Cognito keeps the last AssociateSoftwareToken's
 * secret pending, and asking for a new one would replace it: the kept key is only worth showing
 * while nothing asked again. It is tied to the account that asked, and forgotten once TOTP is on
 * and at sign-out. Storage may be disabled: then each visit asks for a key, as before.
 */
const STORAGE_KEY = 'orgconsole.pendingTotpKey';
const BASE32_KEY = /^[A-Z2-7]{16,128}$/;

/** The part of the Web Storage API used here (sessionStorage in the browser, absent elsewhere). */
interface KeyStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

const keyStore = (): KeyStore | undefined =>
  (globalThis as { sessionStorage?: KeyStore }).sessionStorage;

interface PendingKey {
  username: string;
  secret: string;
}

function isPendingKey(value: unknown): value is PendingKey {
  if (typeof value !== 'object' || value === null) return false;
  const { username, secret } = value as Record<string, unknown>;
  return typeof username === 'string' && typeof secret === 'string' && BASE32_KEY.test(secret);
}

/** The key kept for `username`'s set-up in this tab, if any. */
export function pendingTotpKey(username: string): string | undefined {
  try {
    const stored = keyStore()?.getItem(STORAGE_KEY);
    const parsed: unknown = stored ? JSON.parse(stored) : undefined;
    return isPendingKey(parsed) && parsed.username === username ? parsed.secret : undefined;
  } catch {
    return undefined;
  }
}

export function keepPendingTotpKey(username: string, secret: string): void {
  try {
    keyStore()?.setItem(STORAGE_KEY, JSON.stringify({ username, secret }));
  } catch {
    // Not kept: a reload asks for a new key.
  }
}

export function forgetPendingTotpKey(): void {
  try {
    keyStore()?.removeItem(STORAGE_KEY);
  } catch {
    // Storage is unavailable, so nothing was kept.
  }
}
