import { expect, test } from '@playwright/test';

import { usersStrings } from '../../frontend/src/strings/users';
import {
  authUsersPath,
  filterUsers,
  newAuthUser,
  openAsAdmin,
  openDetailsFromList,
  signUpThroughConsole,
  userRow,
} from './authuser-pages';

const text = usersStrings.userDetails;

test('the system admin deletes a user after confirming, and the user leaves the table', async ({
  page,
}) => {
  const user = newAuthUser('delete');
  await openAsAdmin(page, authUsersPath);
  await signUpThroughConsole(page, user);
  await openDetailsFromList(page, user.username);
  await expect(page.getByRole('heading', { level: 1, name: user.name })).toBeVisible();

  // Cancel keeps the user.
  await page.getByRole('button', { name: text.delete }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText(text.deleteConfirm(user.username))).toBeVisible();
  await expect(dialog.getByText(text.deleteConsequences)).toBeVisible();
  await dialog.getByRole('button', { name: text.deleteCancel }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: user.name })).toBeVisible();

  await page.getByRole('button', { name: text.delete }).click();
  await dialog.getByRole('button', { name: text.deleteSubmit, exact: true }).click();
  await expect(page.getByText(text.deleted)).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${authUsersPath}$`));
  await filterUsers(page, user.username);
  await expect(page.getByText(usersStrings.userList.noMatch)).toBeVisible();
  await expect(userRow(page, user.username)).toHaveCount(0);
});

test('the system admin cannot delete their own profile: no delete action on it', async ({
  page,
}) => {
  await openAsAdmin(page, authUsersPath);
  await openDetailsFromList(page, 'admin@example.com');
  await expect(page.getByRole('link', { name: text.edit, exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: text.delete })).toHaveCount(0);
});
