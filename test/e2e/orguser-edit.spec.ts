import { expect, type Page, test } from '@playwright/test';

import { usernameToPath } from '../../frontend/src/common/username-path';
import { usersStrings } from '../../frontend/src/strings/users';
import { USER_MESSAGES } from '../../lambdas/userprofile/messages';
import {
  addAppRole,
  AdminApi,
  choose,
  field,
  expectFlash,
  openAsAdmin,
  orgUsersPath,
  uniqueId,
  withFlashesHeld,
} from './orguser-pages';

const text = usersStrings.editOrgUser;
const appText = usersStrings.createOrgUser.appRoles;

/** The org role select's trigger (it shows the role chosen). */
function orgRoleTrigger(page: Page) {
  return page
    .locator('[class*="awsui_root"]')
    .filter({ has: page.getByText(text.orgRole, { exact: true }) })
    .filter({ has: page.locator('button[aria-haspopup="listbox"]') })
    .last()
    .locator('button[aria-haspopup="listbox"]')
    .first();
}

async function memberWithApps(api: AdminApi, unitId: string) {
  const username = `edit-${uniqueId()}`;
  const user = { name: 'Edit Me', username, email: `${username}@example.com` };
  await api.addOrgUser(unitId, user, 'user');
  await api.addAppUser(unitId, username, 'ticketapp', 'agent');
  await api.addAppUser(unitId, username, 'courseapp', 'user');
  return user;
}

test('the editor changes the org role and removes an application role', async ({ page }) => {
  await page.clock.install();
  await page.goto('/login');
  const api = await AdminApi.signIn(page);
  const unit = await api.createUnit('Editing');
  const user = await memberWithApps(api, unit.id);
  await openAsAdmin(page, orgUsersPath(unit.id));

  await page
    .getByRole('link', { name: usersStrings.userList.editAriaLabel(user.username) })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: text.heading })).toBeVisible();
  await expect(field(page, text.username)).toHaveValue(user.username);
  for (const label of [text.username, text.email, text.phone]) {
    await expect(field(page, label)).toHaveAttribute('readonly', '');
  }

  // One org role, changed in place (issue 37): the select shows the one held; no delete-then-add.
  await expect(page.getByRole('button', { name: text.addOrgRole })).toHaveCount(0);
  await expect(page.getByRole('button', { name: text.deleteOrgRoleAriaLabel('User') })).toHaveCount(
    0,
  );
  await expect(orgRoleTrigger(page)).toContainText('User');
  await choose(page, text.orgRole, 'Admin');
  await expect(orgRoleTrigger(page)).toContainText('Admin');

  // An application the user already holds cannot be added again.
  await addAppRole(page, 'Issue Tracker', 'Manager');
  await expect(page.getByText(appText.alreadySaved)).toBeVisible();
  await page.getByRole('button', { name: text.deleteAppRoleAriaLabel('Certifications') }).click();
  await expect(page.getByText(text.toBeDeleted)).toBeVisible();

  await withFlashesHeld(page, async () => {
    await page.getByRole('button', { name: text.update }).click();
    await expectFlash(page, text.updated);
  });
  await expect(page).toHaveURL(
    new RegExp(`/${unit.id}/orguser/${encodeURIComponent(usernameToPath(user.username))}$`),
  );
  const roleCards = page.getByRole('list', {
    name: usersStrings.orgUsers.details.rolePoliciesHeading,
  });
  await expect(roleCards.getByRole('listitem')).toHaveCount(1);
  // Names first (issue 37): the unit's name and the role's display name from the config.
  await expect(roleCards.getByRole('listitem')).toContainText(unit.name);
  await expect(roleCards.getByRole('listitem')).toContainText('Admin');
  const appCards = page.getByRole('list', {
    name: usersStrings.orgUsers.details.appPoliciesHeading,
  });
  await expect(appCards.getByRole('listitem')).toHaveCount(1);
  await expect(appCards.getByRole('listitem')).toContainText('Issue Tracker');

  const stored = await api.getOrgUser(unit.id, user.username);
  expect(stored.roles).toEqual([`${unit.id}=admin`]);
  expect(stored.appRoles.map((app) => app.appId)).toEqual(['ticketapp']);
});

test('an update after someone else changed the user reports the conflict and reloads', async ({
  page,
}) => {
  await page.clock.install();
  await page.goto('/login');
  const api = await AdminApi.signIn(page);
  const unit = await api.createUnit('Conflict');
  const user = await memberWithApps(api, unit.id);
  await openAsAdmin(page, `/${unit.id}/edit-orguser/${usernameToPath(user.username)}`);

  await expect(field(page, text.fullName)).toHaveValue(user.name);
  await field(page, text.fullName).fill('Mine');
  await api.renameOrgUser(unit.id, user.username, 'Theirs');
  await withFlashesHeld(page, async () => {
    await page.getByRole('button', { name: text.update }).click();
    await expectFlash(page, USER_MESSAGES.staleVersion);
  });
  await expect(page.getByText(text.conflict)).toBeVisible();
  expect((await api.getOrgUser(unit.id, user.username)).name).toBe('Theirs');

  await page.getByRole('button', { name: text.reload }).click();
  await expect(field(page, text.fullName)).toHaveValue('Theirs');
  await expect(page.getByText(text.conflict)).toHaveCount(0);
});
