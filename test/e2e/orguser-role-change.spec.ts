/**
 * Issue 37: a member's org role changes in place. The editor's select shows the role held and
 * offers the unit's roles; one Update saves the change, and the details page shows it by name.
 */
import { expect, test } from '@playwright/test';

import { usernameToPath } from '../../frontend/src/common/username-path';
import { usersStrings } from '../../frontend/src/strings/users';
import {
  AdminApi,
  choose,
  expectFlash,
  openAsAdmin,
  uniqueId,
  withFlashesHeld,
} from './orguser-pages';

const text = usersStrings.editOrgUser;

test("an admin changes a member's org role with one select and one Update", async ({ page }) => {
  await page.clock.install();
  await page.goto('/login');
  const api = await AdminApi.signIn(page);
  const unit = await api.createUnit('Role change');
  const username = `role-${uniqueId()}`;
  await api.addOrgUser(
    unit.id,
    { name: 'Role Changer', username, email: `${username}@example.com` },
    'user',
  );
  const detailsPath = `/${unit.id}/orguser/${usernameToPath(username)}`;
  await openAsAdmin(page, detailsPath);
  const roleCards = page.getByRole('list', {
    name: usersStrings.orgUsers.details.rolePoliciesHeading,
  });
  // The role by its display name under the unit's name, not `ou-…` and `user`.
  await expect(roleCards.getByRole('listitem')).toContainText(unit.name);
  await expect(roleCards.getByRole('listitem')).toContainText('User');

  await page.getByRole('link', { name: usersStrings.orgUsers.edit, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: text.heading })).toBeVisible();
  // No delete-then-add: the held role is already chosen in the select.
  await expect(page.getByRole('button', { name: text.addOrgRole })).toHaveCount(0);
  await choose(page, text.orgRole, 'Admin');
  await withFlashesHeld(page, async () => {
    await page.getByRole('button', { name: text.update }).click();
    await expectFlash(page, text.updated);
  });

  await expect(page).toHaveURL(new RegExp(`${encodeURIComponent(usernameToPath(username))}$`));
  await expect(roleCards.getByRole('listitem')).toHaveCount(1);
  await expect(roleCards.getByRole('listitem')).toContainText('Admin');
  const stored = await api.getOrgUser(unit.id, username);
  expect(stored.roles).toEqual([`${unit.id}=admin`]);
  expect(stored.version).toBe(2);
});
