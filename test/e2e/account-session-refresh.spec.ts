import { expect, type Page, test } from '@playwright/test';

import { accountStrings } from '../../frontend/src/strings/account';
import { SEED_UNITS } from '../../local/seed-data';
import { grantUnitRoles } from './account-grants';
import { createConfirmedUser } from './account-users';
import { signInOnLoginPage, unitHeading } from './console-pages';

/** Spec §4: the console re-reads the session every 60 s (SESSION_REFRESH_MS). */
const SESSION_REFRESH_MS = 60_000;

test('a role granted to a signed-in user appears after the session refresh, without signing in again', async ({
  page,
}) => {
  const unit = SEED_UNITS.find((candidate) => candidate.id === 'ou-sales');
  if (!unit) throw new Error('The seed needs ou-sales');
  await page.clock.install();
  await page.goto('/login');
  const user = await createConfirmedUser(page, 'refresh');
  await signInOnLoginPage(page, user);
  await expect(page).toHaveURL(/\/user-home$/);
  await expect(page.getByText(accountStrings.userHome.noOrgs)).toBeVisible();

  await grantUnitRoles(user, unit.id, ['admin']);
  await page.clock.fastForward(SESSION_REFRESH_MS + 1000);

  await expect(page).toHaveURL(new RegExp(`/${unit.id}/$`));
  await expect(unitHeading(page, unit.name)).toBeVisible();
});

/** Makes the page report the given visibility and fires `visibilitychange`, as a tab switch does. */
async function setVisibility(page: Page, state: 'hidden' | 'visible'): Promise<void> {
  await page.evaluate(
    `Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => '${state}' });
    document.dispatchEvent(new Event('visibilitychange'));`,
  );
}

test('a hidden tab does not refresh the session; showing it again refreshes at once', async ({
  page,
}) => {
  const unit = SEED_UNITS.find((candidate) => candidate.id === 'ou-sales');
  if (!unit) throw new Error('The seed needs ou-sales');
  await page.clock.install();
  await page.goto('/login');
  const user = await createConfirmedUser(page, 'hidden');
  await signInOnLoginPage(page, user);
  await expect(page).toHaveURL(/\/user-home$/);

  await grantUnitRoles(user, unit.id, ['admin']);
  await setVisibility(page, 'hidden');
  await page.clock.fastForward(3 * SESSION_REFRESH_MS);
  // Proving that nothing happens needs a real wait: a refresh would land well within it.
  await page.waitForTimeout(1500);
  await expect(page).toHaveURL(/\/user-home$/);
  await expect(page.getByText(accountStrings.userHome.noOrgs)).toBeVisible();

  await setVisibility(page, 'visible');
  await expect(page).toHaveURL(new RegExp(`/${unit.id}/$`));
  await expect(unitHeading(page, unit.name)).toBeVisible();
});
