import { expect, test } from '@playwright/test';

import { accountStrings } from '../../frontend/src/strings/account';
import { ROOT_UNIT_ID } from '../../local/seed-data';
import { admin, signInOnLoginPage } from './console-pages';

const text = accountStrings.myProfile;

test('my profile: sign-in with redirect, then the My Profile, Contact and Activities tabs', async ({
  page,
}) => {
  const profilePath = `/${ROOT_UNIT_ID}/my-profile`;
  await page.goto(profilePath);
  await expect(page).toHaveURL(new RegExp(`/login\\?redirect=${encodeURIComponent(profilePath)}$`));
  await signInOnLoginPage(page);
  await expect(page).toHaveURL(new RegExp(`${profilePath}$`));

  const panel = page.getByRole('tabpanel');
  await expect(page.getByRole('tab', { name: text.profileTab })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(panel.getByText(text.username, { exact: true })).toBeVisible();
  await expect(panel.getByText(admin.username, { exact: true })).toBeVisible();

  await page.getByRole('tab', { name: text.contactTab }).click();
  await expect(panel.getByText(text.email, { exact: true })).toBeVisible();
  await expect(panel.getByText(admin.username, { exact: true })).toBeVisible();
  await expect(panel.getByText(text.phone, { exact: true })).toBeVisible();

  await page.getByRole('tab', { name: text.activitiesTab }).click();
  const table = panel.getByRole('table');
  await expect(table.getByRole('columnheader', { name: text.action })).toBeVisible();
  await expect(table.getByText(text.activitiesLoading)).toHaveCount(0);
});
