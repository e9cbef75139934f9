import { expect, test } from '@playwright/test';

import { accountStrings } from '../../frontend/src/strings/account';
import { commonStrings } from '../../frontend/src/strings/common';
import { createConfirmedUser, forgetSession } from './account-users';
import { signInOnLoginPage } from './console-pages';

const text = accountStrings.changePassword;

test('change password: confirmation page, then sign-in with the new password', async ({ page }) => {
  await page.goto('/');
  const user = await createConfirmedUser(page, 'change');
  const newPassword = 'Changed#2026pass';

  // Signed out, the screen asks to sign in first and comes back afterwards.
  await page.goto('/changepassword');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fchangepassword$/);
  await signInOnLoginPage(page, user);
  await expect(page).toHaveURL(/\/changepassword$/);
  await expect(page.getByRole('heading', { name: text.heading })).toBeVisible();

  // The shared validator: a mismatch is flagged on the confirm field and nothing is sent.
  await page.getByLabel(text.oldPasswordLabel).fill(user.password);
  await page.getByLabel(text.newPasswordLabel).fill(newPassword);
  await page.getByLabel(text.confirmPasswordLabel).fill(`${newPassword}x`);
  await page.getByRole('button', { name: text.submit }).click();
  await expect(page.getByText(commonStrings.validation.passwordMismatch)).toBeVisible();
  await expect(page).toHaveURL(/\/changepassword$/);

  await page.getByLabel(text.confirmPasswordLabel).fill(newPassword);
  await page.getByRole('button', { name: text.submit }).click();
  await expect(page).toHaveURL(/\/changepasswordconfirmation$/);
  await expect(page.getByText(accountStrings.changePasswordConfirmation.updated)).toBeVisible();

  await forgetSession(page);
  await page.goto('/login');
  await signInOnLoginPage(page, user);
  await expect(
    page
      .getByRole('alert')
      .or(page.getByText(/incorrect/i))
      .first(),
  ).toBeVisible();
  await signInOnLoginPage(page, { username: user.username, password: newPassword });
  await expect(page).toHaveURL(/\/user-home$/);
  await expect(page.getByText(accountStrings.userHome.noOrgs)).toBeVisible();
});
