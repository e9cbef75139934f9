/** The local mailbox page: a sign-up's verification mail is listed with a link into the console. */
import { SignUpCommand } from '@aws-sdk/client-cognito-identity-provider';
import { expect, test } from '@playwright/test';

import { consoleConfig, uniqueUsername, withLocalUserPool } from './account-users';

// The SDK is pinned for Node 20 on purpose (TOOLCHAIN.md); its Node 22 notice is noise here.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';

test('the mailbox page lists the verification mail with a clickable console link', async ({
  page,
  baseURL,
}) => {
  const config = await consoleConfig(page);
  const mailboxUrl = config.local?.mailboxUrl;
  expect(mailboxUrl).toBeDefined();

  const username = uniqueUsername('mailbox');
  await withLocalUserPool(page, (client) =>
    client.send(
      new SignUpCommand({
        ClientId: config.userPoolClientId,
        Username: username,
        Password: 'Mailbox#Page1',
        UserAttributes: [{ Name: 'email', Value: username }],
      }),
    ),
  );

  const link = page.getByRole('link', {
    name: new RegExp(`confirm-registration\\?username=${encodeURIComponent(username)}&code=\\d{6}`),
  });
  await expect(async () => {
    await page.goto(mailboxUrl ?? '');
    await expect(page.getByRole('heading', { name: 'Local mailbox' })).toBeVisible();
    await expect(link).toBeVisible({ timeout: 1000 });
  }).toPass();
  await expect(page.getByText(`To ${username}`)).toBeVisible();

  await link.click();
  await expect(page).toHaveURL(
    new RegExp(
      `^${baseURL}/confirm-registration\\?username=${encodeURIComponent(username)}&code=\\d{6}$`,
    ),
  );
});
