import { expect, type Page, test } from '@playwright/test';

import { usersStrings } from '../../frontend/src/strings/users';
import { SYSTEM_UNIT_ID } from '../../local/seed-data';
import {
  authUsersPath,
  filterUsers,
  newAuthUser,
  openAsAdmin,
  openDetailsFromList,
  signUpThroughConsole,
  userRow,
} from './authuser-pages';

const text = usersStrings.editUser;
const cards = usersStrings.userDetails.policyCards;

async function addPolicy(page: Page, unit: string, roleName: string): Promise<void> {
  const unitInput = page.getByRole('combobox', { name: text.unit });
  await unitInput.fill(unit);
  await unitInput.press('Escape');
  await page
    .getByRole('button', { name: new RegExp(`^${text.rolePlaceholder}|${text.role}`) })
    .click();
  await page.getByRole('option', { name: roleName, exact: true }).click();
  await page.getByRole('button', { name: text.addPolicy }).click();
}

function removeButton(page: Page, policy: string) {
  return page.getByRole('button', { name: cards.removeAriaLabel(policy) });
}

async function openEditFromList(page: Page, username: string): Promise<void> {
  await page.goto(authUsersPath);
  await filterUsers(page, username);
  await userRow(page, username)
    .getByRole('link', { name: usersStrings.userList.editAriaLabel(username) })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: text.heading(username) })).toBeVisible();
}

test('the system admin edits the name, adds and removes policies, and is told when a policy already exists', async ({
  page,
}) => {
  const user = newAuthUser('edit');
  await openAsAdmin(page, authUsersPath);
  await signUpThroughConsole(page, user);
  // From the details page this time (the conflict test below uses the table's Edit link).
  await openDetailsFromList(page, user.username);
  await page.getByRole('link', { name: usersStrings.userDetails.edit, exact: true }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: text.heading(user.username) }),
  ).toBeVisible();

  // Username, e-mail and phone are shown read-only.
  await expect(page.getByRole('textbox', { name: text.username })).toHaveAttribute('readonly');
  await expect(page.getByRole('textbox', { name: text.email })).toHaveValue(user.email);
  await expect(page.getByRole('textbox', { name: text.phone })).toHaveAttribute('readonly');

  const newName = `${user.name} Renamed`;
  await page.getByLabel(text.name, { exact: true }).fill(newName);
  await addPolicy(page, 'ou-sales', 'User');
  await expect(removeButton(page, 'ou-sales=user')).toBeVisible();
  await addPolicy(page, 'ou-sales', 'User');
  await expect(page.getByText(text.policyExists)).toBeVisible();
  await addPolicy(page, 'ou-engineering', 'Admin');
  await expect(removeButton(page, 'ou-engineering=admin')).toBeVisible();
  await removeButton(page, 'ou-engineering=admin').click();
  await expect(removeButton(page, 'ou-engineering=admin')).toHaveCount(0);

  await page.getByRole('button', { name: text.update, exact: true }).click();
  await expect(page.getByText(text.succeeded)).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/${SYSTEM_UNIT_ID}/user/`));
  await expect(page.getByRole('heading', { level: 1, name: newName })).toBeVisible();
  await expect(page.getByText('ou-sales', { exact: true }).first()).toBeVisible();
  await expect(page.getByText('ou-engineering', { exact: true })).toHaveCount(0);

  // The stored policy goes again with the next update (once the first message has gone).
  await expect(page.getByText(text.succeeded)).toHaveCount(0);
  await page.getByRole('link', { name: usersStrings.userDetails.edit, exact: true }).click();
  await removeButton(page, 'ou-sales=user').click();
  await page.getByRole('button', { name: text.update, exact: true }).click();
  await expect(page.getByText(text.succeeded)).toBeVisible();
  await expect(page.getByText(cards.empty)).toBeVisible();
});

test('an update of a user changed meanwhile in another tab is refused as a conflict, and Reload shows the stored profile', async ({
  page,
  context,
}) => {
  const user = newAuthUser('conflict');
  await openAsAdmin(page, authUsersPath);
  await signUpThroughConsole(page, user);
  await openEditFromList(page, user.username);
  const other = await context.newPage();
  await openEditFromList(other, user.username);

  await other.getByLabel(text.name, { exact: true }).fill('Changed Elsewhere');
  await other.getByRole('button', { name: text.update, exact: true }).click();
  await expect(other.getByText(text.succeeded)).toBeVisible();

  await page.getByLabel(text.name, { exact: true }).fill('Changed Here');
  await page.getByRole('button', { name: text.update, exact: true }).click();
  await expect(page.getByText(text.conflictHeading, { exact: true })).toBeVisible();
  await expect(
    page.getByText('The user was changed by someone else; reload and try again'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: text.update, exact: true })).toBeDisabled();

  await page.getByRole('button', { name: text.reload }).click();
  await expect(page.getByLabel(text.name, { exact: true })).toHaveValue('Changed Elsewhere');
  await expect(page.getByText(text.conflictHeading)).toHaveCount(0);
});
