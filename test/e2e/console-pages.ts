/** Small page helpers shared by the browser tests; selectors use the console's own strings. */
import { expect, type Page } from '@playwright/test';

import { accountStrings } from '../../frontend/src/strings/account';
import { DEFAULT_ADMIN_PASSWORD, DEFAULT_ADMIN_USERNAME } from '../../local/settings';

export const admin = { username: DEFAULT_ADMIN_USERNAME, password: DEFAULT_ADMIN_PASSWORD };

export async function signInOnLoginPage(page: Page, user = admin): Promise<void> {
  await expect(page.getByRole('heading', { name: accountStrings.login.heading })).toBeVisible();
  await page.getByLabel(accountStrings.login.usernameLabel, { exact: true }).fill(user.username);
  await page.getByLabel(accountStrings.login.passwordLabel, { exact: true }).fill(user.password);
  await page.getByRole('button', { name: accountStrings.login.submit }).click();
}

export function unitHeading(page: Page, name: string) {
  return page.getByRole('heading', { level: 1, name });
}

export async function openMenu(page: Page, ariaLabel: string) {
  await page.getByRole('button', { name: ariaLabel }).click();
  return page.getByRole('menuitem');
}
