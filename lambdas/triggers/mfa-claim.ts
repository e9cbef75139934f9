/**
 * The pre-token trigger's MFA claim (domain/mfa.ts): `'true'` when the account has TOTP enabled
 * (AdminGetUser's UserMFASettingList), else `'false'`. A failed read gives `'false'`, logged: a
 * caller who must have MFA is then refused by the API until the next refresh, and nobody else
 * notices, where failing the trigger would stop every sign-in.
 */
import { MFA_CLAIM, mfaClaimValue } from '../domain/mfa';
import { accountMfaSettings } from '../shared/cognito-accounts-mfa';
import type { Logger } from '../shared/logger';

export async function mfaClaim(
  userPoolId: string,
  username: string,
  log: Logger,
  readSettings: typeof accountMfaSettings = accountMfaSettings,
): Promise<Record<typeof MFA_CLAIM, 'true' | 'false'>> {
  try {
    return { [MFA_CLAIM]: mfaClaimValue(await readSettings(userPoolId, username)) };
  } catch (error) {
    log.warn('MFA settings not read; the token says MFA is off', {
      error: error instanceof Error ? error.name : String(error),
    });
    return { [MFA_CLAIM]: 'false' };
  }
}
