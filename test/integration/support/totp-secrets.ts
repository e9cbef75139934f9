/**
 * The TOTP secrets the suite has set up, by username, so that `signIn` (accounts.ts) can answer a
 * SOFTWARE_TOKEN_MFA challenge as an authenticator app would. Kept in the platform's data folder,
 * one file per username, so global setup and every jest worker read the same registry without a
 * shared file to race on; a platform started afresh in a new folder starts without one.
 */
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import type { PlatformFacts } from './platform-process';

function secretFile(facts: Pick<PlatformFacts, 'dataDir'>, username: string): string {
  // Usernames compare case-insensitively, as in the pool.
  const name = encodeURIComponent(username.toLowerCase());
  return path.join(facts.dataDir, 'test-totp-secrets', `${name}.secret`);
}

export function rememberTotpSecret(
  facts: Pick<PlatformFacts, 'dataDir'>,
  username: string,
  secret: string,
): void {
  const file = secretFile(facts, username);
  mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  const partial = `${file}.${process.pid}.partial`;
  writeFileSync(partial, secret, { mode: 0o600 });
  renameSync(partial, file);
}

/** The secret the suite set up for the username, if any. */
export function knownTotpSecret(
  facts: Pick<PlatformFacts, 'dataDir'>,
  username: string,
): string | undefined {
  try {
    return readFileSync(secretFile(facts, username), 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}
