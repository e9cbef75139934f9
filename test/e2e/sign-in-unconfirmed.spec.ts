/**
 * Issue 12 §3: a user who signs in before confirming the e-mail is asked for the code (and can
 * have it sent again), not told the step is unsupported; after the code they are signed in.
 */
import { expect, test } from '@playwright/test';

import { accountStrings } from '../../frontend/src/strings/account';
import { newestMail } from './account-mailbox';
import { uniqueUsername } from './account-users';
import { signInOnLoginPage } from './console-pages';

const text = accountStrings.confirmRegistration;

test('signing in unconfirmed asks for the code, Resend sends a new one, the code signs in', async ({
  page,
}) => {
  const user = { username: uniqueUsername('unconfirmed'), password: 'Unconfirmed#2026pass' };

  await page.goto('/register');
  await page
    .getByLabel(accountStrings.register.nameLabel, { exact: true })
    .fill('Not Yet Confirmed');
  await page.getByLabel(accountStrings.register.usernameLabel, { exact: true }).fill(user.username);
  await page.getByLabel(accountStrings.register.passwordLabel, { exact: true }).fill(user.password);
  await page
    .getByLabel(accountStrings.register.confirmPasswordLabel, { exact: true })
    .fill(user.password);
  await page.getByRole('button', { name: accountStrings.register.submit }).click();
  await expect(page).toHaveURL(/\/welcome$/);
  const first = await newestMail(page, user.username);

  // The e-mail is not confirmed: signing in leads to the code screen, not an error.
  await page.goto('/login');
  await signInOnLoginPage(page, user);
  await expect(page.getByRole('heading', { name: text.codeHeading })).toBeVisible();
  await expect(page.getByText(text.codeDescription(user.username))).toBeVisible();
  await expect(page.getByText(accountStrings.login.unexpectedStep('CONFIRM_SIGN_UP'))).toHaveCount(
    0,
  );

  // Resend: a new code arrives in the local mailbox and the first one no longer works.
  await page.getByRole('button', { name: text.resend }).click();
  await expect(page.getByText(text.resent)).toBeVisible();
  const second = await newestMail(page, user.username, (mail) => mail.code !== first.code);

  const code = page.getByLabel(text.codeLabel, { exact: true });
  await code.fill(first.code);
  await page.getByRole('button', { name: text.confirm, exact: true }).click();
  await expect(page.getByRole('heading', { name: text.codeHeading })).toBeVisible();
  await expect(page.locator('[class*="awsui_error"]').first()).toBeVisible();

  await code.fill(second.code);
  await page.getByRole('button', { name: text.confirm, exact: true }).click();
  await expect(page).toHaveURL(/\/user-home$/);
  await expect(page.getByText(accountStrings.userHome.noOrgs)).toBeVisible();
});
