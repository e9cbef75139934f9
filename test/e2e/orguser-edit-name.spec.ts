import { expect, test } from '@playwright/test';

import { usernameToPath } from '../../frontend/src/common/username-path';
import { usersStrings } from '../../frontend/src/strings/users';
import { createConfirmedUser, forgetSession } from './account-users';
import { signInOnLoginPage } from './console-pages';
import {
  AdminApi,
  choose,
  expectFlash,
  field,
  openAsAdmin,
  withFlashesHeld,
} from './orguser-pages';

const text = usersStrings.editOrgUser;

test('an admin of only one of the units a user belongs to changes the role, not the name', async ({
  page,
}) => {
  await page.clock.install();
  await page.goto('/login');
  const api = await AdminApi.signIn(page);
  const covered = await api.createUnit('Covered');
  const uncovered = await api.createUnit('Uncovered');
  const unitAdmin = await createConfirmedUser(page, 'unit-admin');
  await api.addOrgUser(
    covered.id,
    { name: 'Unit Admin', username: unitAdmin.username, email: unitAdmin.username },
    'admin',
  );
  const member = await createConfirmedUser(page, 'two-units');
  const profile = { name: 'Two Units', username: member.username, email: member.username };
  await api.addOrgUser(covered.id, profile, 'user');
  await api.addOrgUser(uncovered.id, profile, 'user');

  const editPath = `/${covered.id}/edit-orguser/${usernameToPath(member.username)}`;
  await page.goto(editPath);
  await signInOnLoginPage(page, unitAdmin);
  await expect(page).toHaveURL(new RegExp(`${editPath}$`));
  await expect(page.getByRole('heading', { level: 1, name: text.heading })).toBeVisible();
  await expect(field(page, text.fullName)).toHaveValue('Two Units');
  await expect(field(page, text.fullName)).toHaveAttribute('readonly', '');
  await expect(page.getByText(text.nameLocked)).toBeVisible();

  await choose(page, text.orgRole, 'Admin');
  await withFlashesHeld(page, async () => {
    await page.getByRole('button', { name: text.update }).click();
    await expectFlash(page, text.updated);
  });
  await expect(page).toHaveURL(
    new RegExp(`/${covered.id}/orguser/${encodeURIComponent(usernameToPath(member.username))}$`),
  );
  const stored = await api.getOrgUser(covered.id, member.username);
  // The system admin sees both memberships: only the covered unit's role changed.
  expect([...stored.roles].sort()).toEqual([`${covered.id}=admin`, `${uncovered.id}=user`].sort());
  expect(stored.name).toBe('Two Units');

  // The seeded system admin covers every unit: the name is editable for them.
  await forgetSession(page);
  await openAsAdmin(page, editPath);
  await expect(field(page, text.fullName)).toHaveValue('Two Units');
  await expect(field(page, text.fullName)).not.toHaveAttribute('readonly');
  await expect(page.getByText(text.nameLocked)).toHaveCount(0);
  await field(page, text.fullName).fill('Two Units Renamed');
  await withFlashesHeld(page, async () => {
    await page.getByRole('button', { name: text.update }).click();
    await expectFlash(page, text.updated);
  });
  expect((await api.getOrgUser(covered.id, member.username)).name).toBe('Two Units Renamed');
});
