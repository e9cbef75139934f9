/**
 * The users' software tokens (TOTP) of the local pool, which cognito-local does not keep: one
 * record per account `sub` (so an account that takes a deleted account's username starts without
 * one), in `<dataDir>/cognito-mfa.json`, readable by the owner only, rewritten whole on each change
 * so a restart finds what was set.
 */
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export interface SoftwareToken {
  /** The secret of the last AssociateSoftwareToken, until a VerifySoftwareToken confirms it. */
  pendingSecret?: string;
  /** The confirmed secret: the one sign-in codes are checked against. */
  secret?: string;
  friendlyDeviceName?: string;
  /** TOTP is in the user's UserMFASettingList: sign-in asks for a code. */
  enabled: boolean;
  preferred: boolean;
}

export interface MfaStore {
  get(sub: string): SoftwareToken | undefined;
  update(sub: string, change: (current: SoftwareToken) => SoftwareToken): SoftwareToken;
}

const NONE: SoftwareToken = { enabled: false, preferred: false };

export function mfaStoreFile(dataDir: string): string {
  return path.join(dataDir, 'cognito-mfa.json');
}

export function openMfaStore(dataDir: string): MfaStore {
  const file = mfaStoreFile(dataDir);
  const tokens = new Map<string, SoftwareToken>(
    existsSync(file)
      ? Object.entries(JSON.parse(readFileSync(file, 'utf8')) as Record<string, SoftwareToken>)
      : [],
  );
  const save = () => {
    const partial = `${file}.partial`;
    writeFileSync(partial, `${JSON.stringify(Object.fromEntries(tokens), null, 2)}\n`, {
      mode: 0o600,
    });
    renameSync(partial, file);
  };
  return {
    get: (sub) => tokens.get(sub),
    update(sub, change) {
      const next = change(tokens.get(sub) ?? NONE);
      tokens.set(sub, next);
      save();
      return next;
    },
  };
}

/** What GetUser and AdminGetUser report: present only when the user has TOTP enabled. */
export function mfaSettingsOf(token: SoftwareToken | undefined): {
  UserMFASettingList?: string[];
  PreferredMfaSetting?: string;
} {
  if (!token?.enabled) return {};
  return {
    UserMFASettingList: ['SOFTWARE_TOKEN_MFA'],
    ...(token.preferred ? { PreferredMfaSetting: 'SOFTWARE_TOKEN_MFA' } : {}),
  };
}
