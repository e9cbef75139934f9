/**
 * Issue 37 point 2, "Add a user in one pass": the username is checked as it is typed; someone with
 * an account is shown by name and masked e-mail and only roles are asked; a new person is invited
 * by e-mail (temporary password, forced change at first sign-in). One submit, one message, then
 * the person's details page.
 */
import { expect, test } from '@playwright/test';

import { accountStrings } from '../../frontend/src/strings/account';
import { commonStrings } from '../../frontend/src/strings/common';
import { passwordStrings } from '../../frontend/src/strings/password';
import { usersStrings } from '../../frontend/src/strings/users';
import { newestMail } from './account-mailbox';
import { createConfirmedUser, forgetSession } from './account-users';
import { signInOnLoginPage } from './console-pages';
import {
  AdminApi,
  choose,
  expectFlash,
  field,
  fillAddUser,
  openAsAdmin,
  orgUserDetailsPath,
  submitAddUser,
  uniqueId,
  withFlashesHeld,
} from './orguser-pages';

const text = usersStrings.createOrgUser;
const newPassword = accountStrings.login.newPassword;
const INVITATION = 'You are invited to the OrgConsole';

test('an existing person is found as the username is typed, shown masked, and added with one submit', async ({
  page,
}) => {
  await page.clock.install();
  await page.goto('/login');
  const api = await AdminApi.signIn(page);
  const unit = await api.createUnit('One pass');
  const existing = await createConfirmedUser(page, 'onepass');
  await openAsAdmin(page, `/${unit.id}/create-org-user`);

  // One submit button from the start; no Check button.
  await expect(page.getByRole('button', { name: text.check, exact: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: text.submit, exact: true })).toHaveCount(1);

  await fillAddUser(page, { username: existing.username, roleName: 'User' });
  const found = page.getByRole('region', { name: text.existingHeading });
  await expect(found).toContainText('Test User');
  await expect(found).toContainText('o•••@example.com');
  // Nothing else is asked of someone with an account.
  await expect(field(page, text.email)).toHaveCount(0);
  await expect(field(page, text.password)).toHaveCount(0);

  await withFlashesHeld(page, async () => {
    await submitAddUser(page);
    await expectFlash(page, text.added(existing.username));
    await expectFlash(page, text.orgUserCreated, 0);
  });
  await expect(page).toHaveURL(orgUserDetailsPath(unit.id, existing.username));
  await expect(page.getByRole('heading', { level: 1, name: 'Test User' })).toBeVisible();
});

test("a tenant admin adding someone outside the organisation sees no name and gives the account's e-mail", async ({
  page,
}) => {
  await page.goto('/login');
  const api = await AdminApi.signIn(page);
  const unit = await api.createUnit('Outside');
  const tenantAdmin = await createConfirmedUser(page, 'tenantadmin');
  await api.addOrgUser(
    unit.id,
    { name: 'Test User', username: tenantAdmin.username, email: tenantAdmin.username },
    'admin',
  );
  const stranger = await createConfirmedUser(page, 'stranger');
  await forgetSession(page);
  await page.goto(`/${unit.id}/create-org-user`);
  await signInOnLoginPage(page, tenantAdmin);
  await expect(page.getByRole('heading', { level: 1, name: text.heading })).toBeVisible();

  await field(page, text.username).fill(stranger.username);
  const found = page.getByRole('region', { name: text.existingHeading });
  await expect(found).toContainText(text.outsideIntro(stranger.username));
  await expect(found).not.toContainText('Test User');
  await choose(page, text.orgRole, 'User');
  await submitAddUser(page);
  await expect(field(page, text.accountEmail)).toHaveAttribute('aria-invalid', 'true');

  await field(page, text.accountEmail).fill(stranger.username);
  await submitAddUser(page);
  await expect(page).toHaveURL(orgUserDetailsPath(unit.id, stranger.username));
});

test('a new person is invited by e-mail and must set their own password at first sign-in', async ({
  page,
}) => {
  await page.clock.install();
  await page.goto('/login');
  const api = await AdminApi.signIn(page);
  const unit = await api.createUnit('Invites');
  const username = `invitee${uniqueId()}`;
  await openAsAdmin(page, `/${unit.id}/create-org-user`);

  await fillAddUser(page, {
    username,
    roleName: 'User',
    newPerson: { name: 'Invited Person', email: `${username}@example.com` },
  });
  // Invitation by e-mail unless the admin chooses to set a password.
  await expect(page.getByRole('checkbox', { name: text.setPasswordToggle })).not.toBeChecked();
  await expect(page.getByText(text.inviteByEmail)).toBeVisible();
  await expect(field(page, text.password)).toHaveCount(0);

  await withFlashesHeld(page, async () => {
    await submitAddUser(page);
    await expectFlash(page, text.addedInvited(username));
  });
  await expect(page).toHaveURL(orgUserDetailsPath(unit.id, username));
  await expect(page.getByRole('heading', { level: 1, name: 'Invited Person' })).toBeVisible();

  // The invited person: the temporary password from the mailbox, then one of their own.
  const mail = await newestMail(page, username, (candidate) => candidate.subject === INVITATION);
  expect(mail.to).toBe(`${username}@example.com`);
  await forgetSession(page);
  await page.goto('/login');
  await signInOnLoginPage(page, { username, password: mail.code });
  await expect(page.getByRole('heading', { level: 1, name: newPassword.heading })).toBeVisible();
  const password = field(page, newPassword.newPasswordLabel);
  await expect(password).toHaveAccessibleDescription(new RegExp(passwordStrings.rules.minLength));
  await password.fill('Invited#Pass2026');
  await field(page, newPassword.confirmPasswordLabel).fill('Invited#Pass2026');
  await page.getByRole('button', { name: newPassword.submit }).click();
  // Signed in, in the unit they were added to.
  await expect(page).toHaveURL(new RegExp(`/${unit.id}/`));
  await expect(
    page.getByRole('button', { name: commonStrings.shell.accountMenuAriaLabel }),
  ).toContainText(username);
});
