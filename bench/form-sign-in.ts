/**
 * The seeded admin's sign-in through a console's own form (ours, or the reference's): username and
 * password, then the TOTP code step with the code of the admin's authenticator (admin-totp.ts).
 * The session stays in the browser context's storage.
 */
import type { BrowserContext } from 'playwright-core';

import type { RunningPlatform } from '../local/platform';
import { totpCode } from '../local/totp';
import { adminTotpSecret } from './admin-totp';

const SIGN_IN_TIMEOUT_MS = 60_000;

/** A console's sign-in form, by the accessible names of its fields and buttons. */
export interface SignInForm {
  usernameLabel: string;
  passwordLabel: string;
  submit: string;
  codeLabel: string;
  codeSubmit: string;
  /** Whether the page the sign-in ends on is reached. */
  landed: (url: URL) => boolean;
}

export async function signInThroughForm(
  context: BrowserContext,
  origin: string,
  platform: RunningPlatform,
  form: SignInForm,
): Promise<void> {
  const page = await context.newPage();
  try {
    await page.goto(`${origin}/login`, { timeout: SIGN_IN_TIMEOUT_MS });
    await page
      .getByLabel(form.usernameLabel, { exact: true })
      .fill(platform.adminUsername, { timeout: SIGN_IN_TIMEOUT_MS });
    await page.getByLabel(form.passwordLabel, { exact: true }).fill(platform.adminPassword);
    await page.getByRole('button', { name: form.submit }).click();
    const secret = adminTotpSecret(platform);
    if (secret) {
      const codeField = page.getByLabel(form.codeLabel, { exact: true });
      await codeField.waitFor({ timeout: SIGN_IN_TIMEOUT_MS });
      // The code of now, not of before the wait.
      await codeField.fill(totpCode(secret));
      await page.getByRole('button', { name: form.codeSubmit, exact: true }).click();
    }
    await page.waitForURL(form.landed, { timeout: SIGN_IN_TIMEOUT_MS });
  } finally {
    await page.close();
  }
}
