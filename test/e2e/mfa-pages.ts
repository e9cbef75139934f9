/**
 * Two-factor authentication in the browser tests: an authenticator app for a set-up key (RFC 6238
 * codes from local/totp.ts, the stand-in's own implementation) and the console's TOTP screens.
 */
import { expect, type Locator, type Page } from '@playwright/test';

import { mfaStrings } from '../../frontend/src/strings/mfa';
import { SYSTEM_POLICY_OUID } from '../../lambdas/domain/policies';
import { SYSTEM_UNIT_ID } from '../../local/seed-data';
import { TOTP_STEP_SECONDS, totpCode } from '../../local/totp';
import { grantUnitRoles } from './account-grants';
import { type ConfirmedUser, createConfirmedUser } from './account-users';

/** The codes an authenticator app shows for one key. */
export class Authenticator {
  constructor(readonly key: string) {}

  currentCode(): string {
    return totpCode(this.key, Date.now() / 1000);
  }

  /** Six digits that are none of the codes a server accepts around now. */
  wrongCode(): string {
    const now = Date.now() / 1000;
    const near = [-2, -1, 0, 1, 2].map((steps) =>
      totpCode(this.key, now + steps * TOTP_STEP_SECONDS),
    );
    let candidate = 123456;
    while (near.includes(String(candidate))) candidate += 1;
    return String(candidate);
  }
}

/** A confirmed user holding `roles` on `ouid` (a seeded unit), with no TOTP yet. */
export async function createMember(
  page: Page,
  prefix: string,
  ouid: string,
  roles: string[],
): Promise<ConfirmedUser> {
  const user = await createConfirmedUser(page, prefix);
  await grantUnitRoles(user, ouid, roles);
  return user;
}

/** A confirmed system admin (`system=admin`, and admin of the SYSTEM unit), with no TOTP yet. */
export async function createSystemAdmin(page: Page, prefix: string): Promise<ConfirmedUser> {
  const user = await createMember(page, prefix, SYSTEM_UNIT_ID, ['admin']);
  await grantUnitRoles(user, SYSTEM_POLICY_OUID, ['admin']);
  return user;
}

export function setupHeading(page: Page): Locator {
  return page.getByRole('heading', { name: mfaStrings.setup.heading });
}

/** The set-up form's key, as a person would read it off the screen to type it in. */
export async function readSetupKey(page: Page): Promise<string> {
  await expect(page.getByRole('img', { name: mfaStrings.setup.qrLabel })).toBeVisible();
  const shown = await page.getByRole('main').locator('code').innerText();
  const key = shown.replace(/\s+/g, '');
  expect(key).toMatch(/^[A-Z2-7]{16,}$/);
  return key;
}

export function codeField(page: Page): Locator {
  return page.getByLabel(mfaStrings.code.label, { exact: true });
}

/** Types `code` into the code field and sends the form with its submit button. */
export async function enterCode(page: Page, code: string, submit: string): Promise<void> {
  await codeField(page).fill(code);
  await page.getByRole('button', { name: submit, exact: true }).click();
}

/** Sends a code no app shows now and sees it refused on the field, which is emptied for the next. */
export async function expectWrongCodeRefused(
  page: Page,
  app: Authenticator,
  submit: string,
): Promise<void> {
  await enterCode(page, app.wrongCode(), submit);
  await expect(page.getByText(mfaStrings.code.wrong)).toBeVisible();
  await expect(codeField(page)).toHaveValue('');
}
