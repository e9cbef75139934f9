/**
 * The signed-in shell at a phone's width: the side navigation is a drawer that starts closed (so
 * the page is what shows first, and its links are rendered only once it opens) and offers the
 * whole menu then; a link in it leads to its page and closes the drawer.
 */
import { expect, test } from '@playwright/test';

import { commonStrings } from '../../frontend/src/strings/common';
import { usersStrings } from '../../frontend/src/strings/users';
import { ROOT_UNIT_ID } from '../../local/seed-data';
import { openSignedIn } from './orgunit-pages';

test.use({ viewport: { width: 390, height: 844 } });

test('at a phone width the navigation starts closed, opens with the whole menu and closes on a link', async ({
  page,
}) => {
  await openSignedIn(page, `/${ROOT_UNIT_ID}/`);
  const navigation = page.getByRole('navigation', {
    name: commonStrings.shell.navigationAriaLabel,
  });
  const usersLink = navigation.getByRole('link', {
    name: commonStrings.menu.organisationalUsers,
    exact: true,
  });
  await expect(page.getByRole('button', { name: 'Open side navigation' })).toBeVisible();
  await expect(usersLink).toBeHidden();
  // Not even rendered hidden: the first paint of a phone renders no drawer content.
  await expect(page.locator(`a[href="/${ROOT_UNIT_ID}/orgusers"]`)).toHaveCount(0);

  await page.getByRole('button', { name: 'Open side navigation' }).click();
  await expect(usersLink).toBeVisible();
  await usersLink.click();

  await expect(page).toHaveURL(new RegExp(`/${ROOT_UNIT_ID}/orgusers$`));
  await expect(page.getByRole('heading', { name: usersStrings.orgUsers.heading })).toBeVisible();
  await expect(usersLink).toBeHidden();
});
