/** The local mailbox page: a sign-up's verification mail is listed with a link into the console. */
import { randomUUID } from 'node:crypto';

import {
  CognitoIdentityProviderClient,
  SignUpCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { expect, test } from '@playwright/test';

import { consoleConfigSchema } from '../../lambdas/domain/console-config';
import { LOCAL_CREDENTIALS } from '../../local/settings';

// The SDK is pinned for Node 20 on purpose (TOOLCHAIN.md); its Node 22 notice is noise here.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';

test('the mailbox page lists the verification mail with a clickable console link', async ({
  page,
  baseURL,
}) => {
  const config = consoleConfigSchema.parse(await (await page.request.get('/config.json')).json());
  const mailboxUrl = config.local?.mailboxUrl;
  expect(mailboxUrl).toBeDefined();

  const username = `mailbox-${randomUUID().slice(0, 8)}@example.com`;
  const client = new CognitoIdentityProviderClient({
    endpoint: config.local?.userPoolEndpoint,
    region: config.region,
    credentials: LOCAL_CREDENTIALS,
  });
  try {
    await client.send(
      new SignUpCommand({
        ClientId: config.userPoolClientId,
        Username: username,
        Password: 'Mailbox#Page1',
        UserAttributes: [{ Name: 'email', Value: username }],
      }),
    );
  } finally {
    client.destroy();
  }

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
