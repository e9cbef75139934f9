/** Issue 12 §3: one cache key holds one response shape (My Profile and user details share a URL). */
import { expect, type Page, test } from '@playwright/test';

import { commonStrings } from '../../frontend/src/strings/common';
import { usersStrings } from '../../frontend/src/strings/users';
import { SYSTEM_UNIT_ID } from '../../local/seed-data';
import { openAsAdmin } from './authuser-pages';
import { admin } from './console-pages';

const RELOAD_DELAY_MS = 3_000;

/** Holds the reads of one profile, so a screen shows whatever the cache holds meanwhile. */
async function delayProfileReads(page: Page): Promise<void> {
  await page.route(/\/userprofile\/[^/?#]+$/, async (route) => {
    if (route.request().method() === 'GET') {
      await new Promise((resolve) => setTimeout(resolve, RELOAD_DELAY_MS));
    }
    await route.fallback();
  });
}

test('My Profile, then the same user details page: the details never read the profile shape', async ({
  page,
}) => {
  await openAsAdmin(page, `/${SYSTEM_UNIT_ID}/my-profile`);
  const panel = page.getByRole('tabpanel');
  await expect(panel.getByText(admin.username, { exact: true })).toBeVisible();

  await delayProfileReads(page);
  await page
    .getByRole('navigation', { name: commonStrings.shell.navigationAriaLabel })
    .getByRole('link', { name: commonStrings.menu.authenticatedUsers, exact: true })
    .click();
  await page.getByRole('link', { name: admin.username, exact: true }).first().click();
  await expect(page).toHaveURL(
    new RegExp(`/${SYSTEM_UNIT_ID}/user/${encodeURIComponent(admin.username)}$`),
  );
  await expect(page.getByText(usersStrings.userDetails.status, { exact: true })).toBeVisible();
  await expect(page.getByText(usersStrings.userDetails.policiesHeading)).toBeVisible();
  await expect(page.getByText(commonStrings.errorPage.heading)).toHaveCount(0);
});
