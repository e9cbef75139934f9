import { expect, test } from '@playwright/test';

import { strings } from '../../frontend/src/strings';
import { createConfirmedUser, forgetSession } from './account-users';
import { signInOnLoginPage } from './console-pages';

const text = strings.changePassword;

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
  await expect(page.getByText(strings.validation.passwordMismatch)).toBeVisible();
  await expect(page).toHaveURL(/\/changepassword$/);

  await page.getByLabel(text.confirmPasswordLabel).fill(newPassword);
  await page.getByRole('button', { name: text.submit }).click();
  await expect(page).toHaveURL(/\/changepasswordconfirmation$/);
  await expect(page.getByText(strings.changePasswordConfirmation.updated)).toBeVisible();

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
  await expect(page.getByText(strings.userHome.noOrgs)).toBeVisible();
});
