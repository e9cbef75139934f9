/** Small page helpers shared by the browser tests; selectors use the console's own strings. */
import { expect, type Page, type Response } from '@playwright/test';

import { accountStrings } from '../../frontend/src/strings/account';
import { mfaStrings } from '../../frontend/src/strings/mfa';
import { DEFAULT_ADMIN_PASSWORD, DEFAULT_ADMIN_USERNAME } from '../../local/settings';
import { totpCode } from '../../local/totp';
import { knownTotpSecret } from '../integration/support/totp-secrets';
import { e2eDataDir } from './e2e-platform';
import { codeField } from './mfa-pages';

/** The seeded admin, a system admin: global setup turns its TOTP on (global-setup.ts). */
export const admin = { username: DEFAULT_ADMIN_USERNAME, password: DEFAULT_ADMIN_PASSWORD };

/** Cognito's operations that answer a password: the sign-in, or SRP's password verifier step. */
const PASSWORD_ANSWERS = new Set([
  'AWSCognitoIdentityProviderService.InitiateAuth',
  'AWSCognitoIdentityProviderService.RespondToAuthChallenge',
]);

/** Cognito's answer to the password (tokens, a refusal, or the next challenge), not SRP's step. */
async function isPasswordAnswer(response: Response): Promise<boolean> {
  const request = response.request();
  if (request.method() !== 'POST') return false;
  if (!PASSWORD_ANSWERS.has((await request.headerValue('x-amz-target')) ?? '')) return false;
  return !response.ok() || (await challengeOf(response)) !== 'PASSWORD_VERIFIER';
}

async function challengeOf(response: Response): Promise<string | undefined> {
  if (!response.ok()) return undefined;
  const body = (await response.json()) as { ChallengeName?: unknown };
  return typeof body.ChallengeName === 'string' ? body.ChallengeName : undefined;
}

/**
 * Fills the login form and sends it. A user whose TOTP secret the suite set up (the seeded admin)
 * is then asked for a code, which this answers with the code an authenticator app shows now; a
 * user whose secret the test holds itself (account-mfa.spec.ts) is left at the code step, and a
 * refused password is left on the form.
 */
export async function signInOnLoginPage(page: Page, user = admin): Promise<void> {
  await expect(page.getByRole('heading', { name: accountStrings.login.heading })).toBeVisible();
  await page.getByLabel(accountStrings.login.usernameLabel, { exact: true }).fill(user.username);
  await page.getByLabel(accountStrings.login.passwordLabel, { exact: true }).fill(user.password);
  const secret = knownTotpSecret({ dataDir: e2eDataDir() }, user.username);
  const answered = secret ? page.waitForResponse(isPasswordAnswer) : undefined;
  await page.getByRole('button', { name: accountStrings.login.submit }).click();
  if (!secret || !answered) return;
  if ((await challengeOf(await answered)) !== 'SOFTWARE_TOKEN_MFA') return;
  await expect(page.getByRole('heading', { name: mfaStrings.signInCode.heading })).toBeVisible();
  await codeField(page).fill(totpCode(secret));
  await page.getByRole('button', { name: mfaStrings.signInCode.submit, exact: true }).click();
}

export function unitHeading(page: Page, name: string) {
  return page.getByRole('heading', { level: 1, name });
}

export async function openMenu(page: Page, ariaLabel: string) {
  await page.getByRole('button', { name: ariaLabel }).click();
  return page.getByRole('menuitem');
}
