import { expect, test } from '@playwright/test';

import { commonStrings } from '../../frontend/src/strings/common';
import { passwordStrings } from '../../frontend/src/strings/password';
import { usersStrings } from '../../frontend/src/strings/users';
import { createConfirmedUser } from './account-users';
import {
  addAppRole,
  AdminApi,
  createAccount,
  expectFlash,
  field,
  fillAddUser,
  openAsAdmin,
  orgUserDetailsPath,
  orgUsersPath,
  submitAddUser,
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

  await fillAddUser(page, { username: existing.username, roleName: 'User' });
  await expect(field(page, text.password)).toHaveCount(0);
  await withFlashesHeld(page, async () => {
    await submitAddUser(page);
    await expectFlash(page, text.added(existing.username));
  });
  await expect(page).toHaveURL(orgUserDetailsPath(unit.id, existing.username));

  await page.goto(orgUsersPath(unit.id));
  const row = page.getByRole('row').filter({ hasText: existing.username });
  // The name is the account's (the form asked for none).
  await expect(row).toContainText('Test User');
  // The username is the row header; the cells are Name, Email, Mobile, Roles, Edit.
  await expect(row.getByRole('rowheader')).toHaveText(existing.username);
  // The role as the unit's config names it (by its value before names were shown).
  await expect(row.getByRole('cell').nth(3)).toHaveText(/^user$/i);
});

test('a new user with a password the admin sets, and two application roles shown on the details page', async ({
  page,
}) => {
  await page.clock.install();
  await page.goto('/login');
  const api = await AdminApi.signIn(page);
  const unit = await api.createUnit('Newcomers');
  const username = `new.user${uniqueId()}`;
  await openAsAdmin(page, `/${unit.id}/create-org-user`);

  await fillAddUser(page, {
    username,
    roleName: 'Admin',
    newPerson: { name: 'Brand New', email: `${username}@example.com`, phone: '+919876543210' },
  });
  await expect(page.getByText(text.newIntro(username))).toBeVisible();

  // The adder: nothing chosen, then one application twice.
  await page.getByRole('button', { name: text.appRoles.addRole }).click();
  await expect(page.getByText(text.appRoles.noneSelected)).toBeVisible();
  await addAppRole(page, 'Issue Tracker', 'Agent');
  await addAppRole(page, 'Issue Tracker', 'Manager');
  await expect(page.getByText(text.appRoles.alreadyPending)).toBeVisible();
  await addAppRole(page, 'Certifications', 'User');
  await expect(page.getByText(text.appRoles.alreadyPending)).toHaveCount(0);

  // Spec §5 and the password rules on the temporary password before anything is sent.
  await page.getByRole('checkbox', { name: text.setPasswordToggle }).check();
  await expect(page.getByText(text.temporaryPasswordNote)).toBeVisible();
  await field(page, text.password).fill('Welcome#2026pass');
  await field(page, text.confirmPassword).fill('Other#2026pass');
  await submitAddUser(page);
  await expect(page.getByText(commonStrings.validation.passwordMismatch)).toBeVisible();
  await field(page, text.password).fill('welcome');
  await field(page, text.confirmPassword).fill('welcome');
  await submitAddUser(page);
  await expect(field(page, text.password)).toHaveAccessibleDescription(
    new RegExp(passwordStrings.breaksRules),
  );
  await field(page, text.password).fill('Welcome#2026pass');
  await field(page, text.confirmPassword).fill('Welcome#2026pass');
  await withFlashesHeld(page, async () => {
    await submitAddUser(page);
    await expectFlash(page, text.addedWithPassword(username));
    // One message for the whole add.
    await expectFlash(page, text.orgUserCreated, 0);
    await expectFlash(page, text.appUserCreated, 0);
  });
  await expect(page).toHaveURL(orgUserDetailsPath(unit.id, username));

  const stored = await api.getOrgUser(unit.id, username);
  expect(stored.roles).toEqual([`${unit.id}=admin`]);
  expect(stored.appRoles.map((app) => `${app.appId}=${app.roles.join(',')}`).sort()).toEqual([
    'courseapp=user',
    'ticketapp=agent',
  ]);

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

test('a username taken between the check and the submit: the refusal shows on the form and nothing is created', async ({
  page,
}) => {
  await page.goto('/login');
  const api = await AdminApi.signIn(page);
  const unit = await api.createUnit('Refused');
  const username = `taken${uniqueId()}`;
  await openAsAdmin(page, `/${unit.id}/create-org-user`);
  await fillAddUser(page, {
    username,
    roleName: 'User',
    newPerson: { name: 'Too Late', email: `${username}@example.com` },
  });

  // Someone takes the username between the check and the submit.
  await createAccount(page, username);
  await submitAddUser(page);

  await expect(page.getByText('User already exists', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/${unit.id}/create-org-user$`));
  await expect(field(page, text.name)).toHaveValue('Too Late');
  await page.goto(orgUsersPath(unit.id));
  await expect(page.getByText(usersStrings.userList.empty)).toBeVisible();
});
