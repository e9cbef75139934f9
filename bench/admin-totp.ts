/**
 * The bench platforms' seeded admin is a system admin, whom the API serves only with MFA: TOTP
 * turned on over the Cognito protocol as the integration suite does it (its secret kept in the
 * platform's data folder, test/integration/support/totp-secrets.ts), and the code an authenticator
 * app would show, for the browser sign-ins (form-sign-in.ts) and the API's (adminIdToken).
 */
import type { RunningPlatform } from '../local/platform';
import { signIn } from '../test/integration/support/accounts';
import { knownTotpSecret } from '../test/integration/support/totp-secrets';
import { enableTotpFor } from '../test/integration/support/totp-setup';

/** Turns TOTP on for the platform's seeded admin (once, right after the platform starts). */
export async function enableAdminTotp(platform: RunningPlatform): Promise<void> {
  await enableTotpFor(platform, platform.adminUsername, platform.adminPassword);
}

/** The key of the admin's authenticator, or undefined while its TOTP is not on. */
export function adminTotpSecret(platform: RunningPlatform): string | undefined {
  return knownTotpSecret(platform, platform.adminUsername);
}

/** The admin's ID token from a password sign-in, its TOTP challenge answered. */
export async function adminIdToken(platform: RunningPlatform): Promise<string> {
  const tokens = await signIn(platform, platform.adminUsername, platform.adminPassword);
  return tokens.idToken;
}
