import { expect, type Page, test } from '@playwright/test';

import { accountStrings } from '../../frontend/src/strings/account';
import { commonStrings } from '../../frontend/src/strings/common';
import { createConfirmedUser, type TestUser } from './account-users';
import { signInOnLoginPage } from './console-pages';
import { AdminApi, expectFlash, field, withFlashesHeld } from './orguser-pages';

const text = accountStrings.myProfile;

/** A signed-up user who is a member of a fresh unit, signed in on their My Profile page. */
async function openOwnProfile(page: Page, name: string) {
  await page.clock.install();
  await page.goto('/login');
  const api = await AdminApi.signIn(page);
  const unit = await api.createUnit('Profile');
  const user: TestUser = await createConfirmedUser(page, 'profile');
  await api.addOrgUser(unit.id, { name, username: user.username, email: user.username }, 'user');
  const profilePath = `/${unit.id}/my-profile`;
  await page.goto(profilePath);
  await signInOnLoginPage(page, user);
  await expect(page).toHaveURL(new RegExp(`${profilePath}$`));
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  return { api, unit, user, profilePath };
}

function contactValue(page: Page, value: string) {
  return page.getByRole('tabpanel').getByText(value, { exact: true });
}

test('a user changes their own name and phone on My Profile', async ({ page }) => {
  const { user, profilePath } = await openOwnProfile(page, 'Profile Owner');

  // The editor is part of the history: Back leaves it for the profile.
  await page.getByRole('button', { name: text.edit, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${profilePath}\\?edit$`));
  await expect(page.getByRole('heading', { level: 1, name: text.editHeading })).toBeVisible();
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: 'Profile Owner' })).toBeVisible();

  await page.getByRole('button', { name: text.edit, exact: true }).click();
  await expect(field(page, text.name)).toBeFocused();
  await expect(field(page, text.name)).toHaveValue('Profile Owner');
  await expect(field(page, text.username)).toHaveValue(user.username);
  await expect(field(page, text.email)).toHaveValue(user.username);
  for (const label of [text.username, text.email]) {
    await expect(field(page, label)).toHaveAttribute('readonly', '');
  }
  // No phone stored: the default prefix, as on the sign-up form.
  await expect(field(page, text.phone)).toHaveValue(text.phonePrefix);

  await field(page, text.phone).fill('98123');
  await page.getByRole('button', { name: text.save }).click();
  await expect(page.getByText(text.invalidPhone)).toBeVisible();

  await field(page, text.name).fill('  Renamed Owner ');
  await field(page, text.phone).fill('+91 98123 45678');
  await withFlashesHeld(page, async () => {
    await field(page, text.phone).press('Enter');
    await expectFlash(page, text.updated);
  });
  await expect(page).toHaveURL(new RegExp(`${profilePath}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Renamed Owner' })).toBeVisible();

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Renamed Owner' })).toBeVisible();
  await page.getByRole('tab', { name: text.contactTab }).click();
  await expect(contactValue(page, '+919812345678')).toBeVisible();
});

test('a save after someone else changed the profile shows the conflict and overwrites nothing', async ({
  page,
}) => {
  const { api, unit, user } = await openOwnProfile(page, 'Conflict Owner');

  await page.getByRole('button', { name: text.edit, exact: true }).click();
  await field(page, text.name).fill('Mine');
  await api.renameOrgUser(unit.id, user.username, 'Theirs');
  await page.getByRole('button', { name: text.save }).click();
  await expect(page.getByText(text.conflict)).toBeVisible();
  await expect(page.getByRole('button', { name: text.save })).toBeDisabled();
  expect((await api.getOrgUser(unit.id, user.username)).name).toBe('Theirs');

  await page.getByRole('button', { name: text.reload }).click();
  await expect(field(page, text.name)).toHaveValue('Theirs');
  await expect(page.getByText(text.conflict)).toHaveCount(0);
  await page.getByRole('link', { name: text.cancel }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Theirs' })).toBeVisible();
});

test('Cancel on a changed profile drops the change without asking', async ({ page }) => {
  await openOwnProfile(page, 'Cancel Owner');
  await page.getByRole('button', { name: text.edit, exact: true }).click();
  await field(page, text.name).fill('Never saved');
  await page.getByRole('link', { name: text.cancel }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Cancel Owner' })).toBeVisible();
  await expect(
    page.getByRole('dialog', { name: commonStrings.unsavedChanges.heading }),
  ).toHaveCount(0);
  await expect(page).not.toHaveURL(/[?&]edit/);
});
