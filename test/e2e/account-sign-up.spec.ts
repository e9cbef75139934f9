import { expect, test } from '@playwright/test';

import { accountStrings } from '../../frontend/src/strings/account';
import { commonStrings } from '../../frontend/src/strings/common';
import { newestMail } from './account-mailbox';
import { uniqueUsername } from './account-users';
import { signInOnLoginPage } from './console-pages';

const text = accountStrings.register;

test('sign-up: validation stops the form, the mailbox link verifies, the user signs in to /user-home', async ({
  page,
}) => {
  const user = { username: uniqueUsername('signup'), password: 'Signup#2026pass' };

  await page.goto('/login');
  await page.getByRole('link', { name: accountStrings.account.signUpLink }).click();
  await expect(page).toHaveURL(/\/register$/);
  await expect(page.getByLabel(text.phoneLabel, { exact: true })).toHaveValue(text.phonePrefix);

  // A blank name is the first failure: flagged, and nothing is sent.
  await page.getByLabel(text.usernameLabel, { exact: true }).fill(user.username);
  await page.getByRole('button', { name: text.submit }).click();
  await expect(page.getByText(commonStrings.validation.allFieldsRequired)).toBeVisible();
  await expect(page).toHaveURL(/\/register$/);

  await page.getByLabel(text.nameLabel, { exact: true }).fill('New Member');
  await page.getByLabel(text.phoneLabel, { exact: true }).fill('+919876543210');
  await page.getByLabel(text.passwordLabel, { exact: true }).fill(user.password);
  await page.getByLabel(text.confirmPasswordLabel, { exact: true }).fill(user.password);
  await page.getByRole('button', { name: text.submit }).click();
  await expect(page).toHaveURL(/\/welcome$/);
  await expect(page.getByRole('heading', { name: accountStrings.welcome.heading })).toBeVisible();
  await expect(page.getByText(accountStrings.welcome.emailSent)).toBeVisible();

  const mail = await newestMail(page, user.username, (candidate) => candidate.link !== undefined);
  if (!mail.link) throw new Error('The verification mail carries no link');
  expect(new URL(mail.link).pathname).toBe('/confirm-registration');
  await page.goto(mail.link);
  await expect(page).toHaveURL(/\/thankyou$/);
  await expect(page.getByRole('heading', { name: accountStrings.thankYou.heading })).toBeVisible();

  await page.getByRole('link', { name: accountStrings.account.signInLink }).click();
  await signInOnLoginPage(page, user);
  await expect(page).toHaveURL(/\/user-home$/);
  await expect(page.getByText(accountStrings.userHome.noOrgs)).toBeVisible();
});
