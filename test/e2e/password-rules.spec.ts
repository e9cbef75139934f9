/**
 * Issue 37 point 8: the password rules are stated where a password is set and checked as typed,
 * and the local user pool refuses what the deployed one refuses (one policy, read by both).
 */
import { SignUpCommand } from '@aws-sdk/client-cognito-identity-provider';
import { expect, type Page, test } from '@playwright/test';

import { PASSWORD_RULES } from '../../lambdas/domain/password-policy';
import { accountStrings } from '../../frontend/src/strings/account';
import { passwordStrings } from '../../frontend/src/strings/password';
import { uniqueUsername, withLocalUserPool } from './account-users';

const text = accountStrings.register;

function rule(page: Page, name: keyof typeof passwordStrings.rules) {
  return page.getByRole('listitem').filter({ hasText: passwordStrings.rules[name] });
}

test('sign-up states the rules, marks them as the password is typed, and refuses a weak one', async ({
  page,
}) => {
  const username = uniqueUsername('rules');
  await page.goto('/register');
  const password = page.getByLabel(text.passwordLabel, { exact: true });
  for (const name of PASSWORD_RULES) {
    await expect(password).toHaveAccessibleDescription(
      new RegExp(passwordStrings.rules[name].replace(/[.*+?^${}()|[\]\\]/g, '\\$&')),
    );
  }

  await password.fill('abc');
  await expect(
    rule(page, 'lowercase').getByRole('img', { name: passwordStrings.met, exact: true }),
  ).toBeVisible();
  await expect(
    rule(page, 'minLength').getByRole('img', { name: passwordStrings.notMet, exact: true }),
  ).toBeVisible();
  await password.fill('Strong#Pass2026');
  for (const name of PASSWORD_RULES) {
    await expect(
      rule(page, name).getByRole('img', { name: passwordStrings.met, exact: true }),
    ).toBeVisible();
  }

  // A password the pool would refuse is flagged on its field; nothing is sent.
  await page.getByLabel(text.nameLabel, { exact: true }).fill('Rule Reader');
  await page.getByLabel(text.usernameLabel, { exact: true }).fill(username);
  await password.fill('password');
  await page.getByLabel(text.confirmPasswordLabel, { exact: true }).fill('password');
  await page.getByRole('button', { name: text.submit }).click();
  await expect(password).toHaveAccessibleDescription(new RegExp(passwordStrings.breaksRules));
  await expect(page).toHaveURL(/\/register$/);

  // The local pool itself refuses it, as the deployed pool does.
  const refusal = withLocalUserPool(page, (client, config) =>
    client.send(
      new SignUpCommand({
        ClientId: config.userPoolClientId,
        Username: username,
        Password: 'password',
        UserAttributes: [{ Name: 'email', Value: username }],
      }),
    ),
  );
  await expect(refusal).rejects.toMatchObject({
    name: 'InvalidPasswordException',
    message: 'Password did not conform with policy: Password not long enough',
  });
});
