import { expect, test } from '@playwright/test';

import { commonStrings } from '../../frontend/src/strings/common';
import { usersStrings } from '../../frontend/src/strings/users';
import { createConfirmedUser } from './account-users';
import {
  addAppRole,
  createAccount,
  AdminApi,
  field,
  fillProfile,
  expectFlash,
  openAsAdmin,
  orgUsersPath,
  uniqueId,
  withFlashesHeld,
} from './orguser-pages';

const text = usersStrings.createOrgUser;

test('an existing account joins a unit with its org role and shows in the unit users table', async ({
  page,
}) => {
  await page.clock.install();
  await page.goto('/login');
  const api = await AdminApi.signIn(page);
  const unit = await api.createUnit('Join');
  const existing = await createConfirmedUser(page, 'join');
  await openAsAdmin(page, `/${unit.id}/create-org-user`);

  await fillProfile(page, {
    name: 'Joining User',
    email: existing.username,
    username: existing.username,
    roleName: 'User',
  });
  await page.getByRole('button', { name: text.check }).click();
  await expect(page.getByText(text.userExists)).toBeVisible();
  await expect(page.getByText(text.addExisting(existing.username))).toBeVisible();
  await expect(field(page, text.password)).toHaveCount(0);
  await withFlashesHeld(page, async () => {
    await page.getByRole('button', { name: text.yes }).click();
    await expectFlash(page, text.orgUserCreated);
  });
  await expect(page).toHaveURL(new RegExp(`/${unit.id}/create-org-user$`));
  // A cleared form for the next user.
  await expect(field(page, text.name)).toHaveValue('');
  await expect(field(page, text.username)).toHaveValue('');
  await expect(field(page, text.phone)).toHaveValue(text.phonePrefix);

  await page.goto(orgUsersPath(unit.id));
  const row = page.getByRole('row').filter({ hasText: existing.username });
  await expect(row).toContainText('Joining User');
  // The username is the row header; the cells are Name, Email, Mobile, Roles, Edit.
  await expect(row.getByRole('rowheader')).toHaveText(existing.username);
  await expect(row.getByRole('cell').nth(3)).toHaveText('user');
});

test('a new user is signed up with two application roles shown on the details page', async ({
  page,
}) => {
  await page.clock.install();
  await page.goto('/login');
  const api = await AdminApi.signIn(page);
  const unit = await api.createUnit('Newcomers');
  const username = `new.user-${uniqueId()}`;
  await openAsAdmin(page, `/${unit.id}/create-org-user`);

  await fillProfile(page, {
    name: 'Brand New',
    email: `${username}@example.com`,
    phone: '+919876543210',
    username,
    roleName: 'Admin',
  });
  await page.getByRole('button', { name: text.check }).click();
  await expect(page.getByText(text.userDoesNotExist)).toBeVisible();
  await expect(page.getByText(text.createNew(username))).toBeVisible();

  // The adder: nothing chosen, then one application twice.
  await page.getByRole('button', { name: text.appRoles.addRole }).click();
  await expect(page.getByText(text.appRoles.noneSelected)).toBeVisible();
  await addAppRole(page, 'Issue Tracker', 'Agent');
  await addAppRole(page, 'Issue Tracker', 'Manager');
  await expect(page.getByText(text.appRoles.alreadyPending)).toBeVisible();
  await addAppRole(page, 'Certifications', 'User');
  await expect(page.getByText(text.appRoles.alreadyPending)).toHaveCount(0);

  // Spec §5 on the new account's passwords before anything is sent.
  await field(page, text.password).fill('Welcome#2026pass');
  await field(page, text.confirmPassword).fill('Other#2026pass');
  await page.getByRole('button', { name: text.add, exact: true }).click();
  await expect(page.getByText(commonStrings.validation.passwordMismatch)).toBeVisible();
  await field(page, text.confirmPassword).fill('Welcome#2026pass');
  await withFlashesHeld(page, async () => {
    await page.getByRole('button', { name: text.add, exact: true }).click();
    await expectFlash(page, text.userCreated);
    await expectFlash(page, text.orgUserCreated);
    await expectFlash(page, text.appUserCreated, 2);
  });
  await expect(field(page, text.username)).toHaveValue('');

  const stored = await api.getOrgUser(unit.id, username);
  expect(stored.roles).toEqual([`${unit.id}=admin`]);
  expect(stored.appRoles.map((app) => `${app.appId}=${app.roles.join(',')}`).sort()).toEqual([
    'courseapp=user',
    'ticketapp=agent',
  ]);

  await page.goto(orgUsersPath(unit.id));
  await page.getByRole('link', { name: username, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Brand New' })).toBeVisible();
  const appCards = page.getByRole('list', {
    name: usersStrings.orgUsers.details.appPoliciesHeading,
  });
  await expect(appCards.getByRole('listitem')).toHaveCount(2);
  await expect(appCards.getByRole('listitem').filter({ hasText: 'Issue Tracker' })).toContainText(
    'agent',
  );
  await expect(appCards.getByRole('listitem').filter({ hasText: 'Certifications' })).toContainText(
    'user',
  );
});

test("the identity provider's refusal of a sign-up shows on the form and nothing is created", async ({
  page,
}) => {
  await page.goto('/login');
  const api = await AdminApi.signIn(page);
  const unit = await api.createUnit('Refused');
  const username = `taken-${uniqueId()}`;
  await openAsAdmin(page, `/${unit.id}/create-org-user`);
  await fillProfile(page, {
    name: 'Too Late',
    email: `${username}@example.com`,
    username,
    roleName: 'User',
  });
  await page.getByRole('button', { name: text.check }).click();
  await expect(page.getByText(text.userDoesNotExist)).toBeVisible();

  // Someone takes the username between the check and the sign-up.
  await createAccount(page, username);
  await field(page, text.password).fill('Welcome#2026pass');
  await field(page, text.confirmPassword).fill('Welcome#2026pass');
  await page.getByRole('button', { name: text.add, exact: true }).click();

  await expect(page.getByText('User already exists', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/${unit.id}/create-org-user$`));
  await expect(field(page, text.name)).toHaveValue('Too Late');
  await page.goto(orgUsersPath(unit.id));
  await expect(page.getByText(usersStrings.userList.empty)).toBeVisible();
});
