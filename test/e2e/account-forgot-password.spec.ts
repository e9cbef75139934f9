import { expect, test } from '@playwright/test';

import { accountStrings } from '../../frontend/src/strings/account';
import { newestMail } from './account-mailbox';
import { createConfirmedUser } from './account-users';
import { signInOnLoginPage } from './console-pages';

const verification = accountStrings.forgotPasswordVerification;

test('forgot password: code from the mailbox, new password, sign-in', async ({ page }) => {
  await page.goto('/login');
  const user = await createConfirmedUser(page, 'forgot');
  const newPassword = 'Reset#2026pass';

  await page.getByRole('link', { name: accountStrings.account.forgotPasswordLink }).click();
  await expect(page).toHaveURL(/\/forgotpassword$/);
  await page.getByLabel(accountStrings.forgotPassword.emailLabel).fill(user.username);
  await page.getByRole('button', { name: accountStrings.forgotPassword.submit }).click();
  await expect(page).toHaveURL(/\/forgotpasswordverification\?username=/);
  await expect(page.getByLabel(verification.emailLabel, { exact: true })).toHaveValue(
    user.username,
  );
  // A success flash that hides itself after the spec's 3 s.
  const codeSent = page.getByText(verification.codeSent);
  await expect(codeSent).toBeVisible();
  await expect(codeSent).toBeHidden({ timeout: 6000 });

  const mail = await newestMail(page, user.username);
  expect(mail.code).toMatch(/^\d+$/);

  // A wrong code: the provider's message is shown (the spec only logged it).
  const wrongCode = mail.code === '000000' ? '111111' : '000000';
  await page.getByLabel(verification.codeLabel).fill(wrongCode);
  await page.getByLabel(verification.newPasswordLabel).fill(newPassword);
  await page.getByRole('button', { name: verification.submit }).click();
  // cognito-local: "Incorrect confirmation code"; Cognito: "Invalid verification code provided…".
  await expect(
    page
      .locator('form')
      .getByText(/(incorrect|invalid) (confirmation|verification) code/i)
      .filter({ visible: true }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/forgotpasswordverification/);

  await page.getByLabel(verification.codeLabel).fill(mail.code);
  await page.getByRole('button', { name: verification.submit }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText(verification.passwordReset)).toBeVisible();

  await signInOnLoginPage(page, { username: user.username, password: newPassword });
  await expect(page).toHaveURL(/\/user-home$/);
  await expect(page.getByText(accountStrings.userHome.noOrgs)).toBeVisible();
});
