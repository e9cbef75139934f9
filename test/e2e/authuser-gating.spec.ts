import { expect, type Page, test } from '@playwright/test';

import { commonStrings } from '../../frontend/src/strings/common';
import { usersStrings } from '../../frontend/src/strings/users';
import { ROOT_UNIT_ID, SYSTEM_UNIT_ID } from '../../local/seed-data';
import { grantUnitRoles } from './account-grants';
import { createConfirmedUser } from './account-users';
import { signInOnLoginPage } from './console-pages';

function sideNavigationLink(page: Page, name: string) {
  return page
    .getByRole('navigation', { name: commonStrings.shell.navigationAriaLabel })
    .getByRole('link', { name, exact: true });
}

async function expectNoAuthUsersMenu(page: Page): Promise<void> {
  await expect(sideNavigationLink(page, commonStrings.menu.organisationalUsers)).toBeVisible();
  await expect(sideNavigationLink(page, commonStrings.menu.authenticatedUsers)).toHaveCount(0);
  await page.getByRole('button', { name: commonStrings.menu.button, exact: true }).click();
  await expect(
    page.getByRole('menuitem', { name: commonStrings.menu.organisationalUsers }),
  ).toBeVisible();
  await expect(
    page.getByRole('menuitem', { name: commonStrings.menu.authenticatedUsers }),
  ).toHaveCount(0);
  await page.keyboard.press('Escape');
}

test('an admin of the SYSTEM unit who is not a system admin has no Authenticated Users menu entry and no access to its screens', async ({
  page,
}) => {
  const user = await createConfirmedUser(page, 'unitadmin');
  await grantUnitRoles(user, SYSTEM_UNIT_ID, ['admin']);
  await page.goto(`/${SYSTEM_UNIT_ID}/`);
  await signInOnLoginPage(page, user);
  await expect(page).toHaveURL(new RegExp(`/${SYSTEM_UNIT_ID}/$`));
  await expectNoAuthUsersMenu(page);

  for (const path of ['authusers', 'create-user', 'user/admin@example.com']) {
    await page.goto(`/${SYSTEM_UNIT_ID}/${path}`);
    await expect(page.getByText(commonStrings.permission.denied)).toBeVisible();
    await expect(
      page.getByRole('heading', { level: 1, name: usersStrings.authUsers.heading }),
    ).toHaveCount(0);
  }
});

test('on the ROOT unit even the system admin has no Authenticated Users (SYSTEM units only)', async ({
  page,
}) => {
  await page.goto(`/${ROOT_UNIT_ID}/`);
  await signInOnLoginPage(page);
  await expect(page).toHaveURL(new RegExp(`/${ROOT_UNIT_ID}/$`));
  await expectNoAuthUsersMenu(page);

  await page.goto(`/${ROOT_UNIT_ID}/authusers`);
  await expect(page.getByText(commonStrings.permission.denied)).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);

  // The same admin on the SYSTEM unit does see it.
  await page.goto(`/${SYSTEM_UNIT_ID}/`);
  await expect(sideNavigationLink(page, commonStrings.menu.authenticatedUsers)).toBeVisible();
});
