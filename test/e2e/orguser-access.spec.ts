import { expect, test } from '@playwright/test';

import { usernameToPath } from '../../frontend/src/common/username-path';
import { commonStrings } from '../../frontend/src/strings/common';
import { usersStrings } from '../../frontend/src/strings/users';
import { createConfirmedUser } from './account-users';
import { openMenu, signInOnLoginPage, unitHeading } from './console-pages';
import {
  AdminApi,
  fillAddUser,
  openAsAdmin,
  orgUserDetailsPath,
  orgUsersPath,
  submitAddUser,
  uniqueId,
} from './orguser-pages';

/** Spec §4: the console re-reads the session every 60 s. */
const SESSION_REFRESH_MS = 60_000;

test('a username with dashes opens its details page through the table link', async ({ page }) => {
  await page.goto('/login');
  const api = await AdminApi.signIn(page);
  const unit = await api.createUnit('Dashes');
  const username = `dash-${uniqueId()}--x`;
  await api.addOrgUser(
    unit.id,
    { name: 'Dash User', username, email: `d${uniqueId()}@example.com` },
    'user',
  );
  await openAsAdmin(page, orgUsersPath(unit.id));

  await page.getByRole('link', { name: username, exact: true }).click();
  await expect(page).toHaveURL(
    new RegExp(`/${unit.id}/orguser/${encodeURIComponent(usernameToPath(username))}$`),
  );
  await expect(page.getByRole('heading', { level: 1, name: 'Dash User' })).toBeVisible();
  await expect(page.getByRole('definition').filter({ hasText: username })).toHaveText(username);
  await expect(page.getByText(usersStrings.orgUsers.details.loadFailed)).toHaveCount(0);
});

test('a member sees the unit users but cannot add or edit them', async ({ page }) => {
  await page.goto('/login');
  const api = await AdminApi.signIn(page);
  const unit = await api.createUnit('Members');
  const member = await createConfirmedUser(page, 'member');
  await api.addOrgUser(
    unit.id,
    { name: 'Plain Member', username: member.username, email: member.username },
    'user',
  );

  await page.goto(orgUsersPath(unit.id));
  await signInOnLoginPage(page, member);
  await expect(page).toHaveURL(new RegExp(`${orgUsersPath(unit.id)}$`));
  const row = page.getByRole('row').filter({ hasText: member.username });
  await expect(row).toContainText('Plain Member');
  await expect(page.getByRole('button', { name: usersStrings.orgUsers.addUser })).toHaveCount(0);
  await expect(page.getByRole('link', { name: usersStrings.orgUsers.addUser })).toHaveCount(0);
  await expect(page.getByRole('columnheader', { name: usersStrings.userList.edit })).toHaveCount(0);

  await page.goto(`/${unit.id}/create-org-user`);
  await expect(page.getByText(commonStrings.permission.denied)).toBeVisible();
  await expect(page.getByRole('heading', { name: usersStrings.createOrgUser.heading })).toHaveCount(
    0,
  );
});

test('a user added to a unit finds it in the org selector after the session refresh', async ({
  page,
  browser,
}) => {
  await page.clock.install();
  await page.goto('/login');
  const api = await AdminApi.signIn(page);
  const unit = await api.createUnit('Selector');
  const user = await createConfirmedUser(page, 'selector');
  await signInOnLoginPage(page, user);
  await expect(page).toHaveURL(/\/user-home$/);

  // An admin adds the signed-in user to the unit with the console, in a browser of their own.
  const origin = new URL(page.url()).origin;
  const adminContext = await browser.newContext({ baseURL: origin });
  try {
    const adminPage = await adminContext.newPage();
    await openAsAdmin(adminPage, `/${unit.id}/create-org-user`);
    await fillAddUser(adminPage, { username: user.username, roleName: 'User' });
    await submitAddUser(adminPage);
    await expect(adminPage).toHaveURL(orgUserDetailsPath(unit.id, user.username));
  } finally {
    await adminContext.close();
  }

  await page.clock.fastForward(SESSION_REFRESH_MS + 1000);
  await expect(page).toHaveURL(new RegExp(`/${unit.id}/$`));
  await expect(unitHeading(page, unit.name)).toBeVisible();
  const units = await openMenu(page, commonStrings.shell.orgSelectorAriaLabel);
  await expect(units.filter({ hasText: unit.name })).toHaveCount(1);
});
