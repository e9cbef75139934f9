/** Issue 37 point 10 (spec §5): the sign-in form flags and focuses its first blank field. */
import { expect, test } from '@playwright/test';

import { accountStrings } from '../../frontend/src/strings/account';
import { commonStrings } from '../../frontend/src/strings/common';

const required = new RegExp(commonStrings.validation.allFieldsRequired);

test('a blank username is flagged before a blank password, each on its own field', async ({
  page,
}) => {
  await page.goto('/login');
  const username = page.getByLabel(accountStrings.login.usernameLabel, { exact: true });
  const password = page.getByLabel(accountStrings.login.passwordLabel, { exact: true });
  const submit = page.getByRole('button', { name: accountStrings.login.submit });

  await submit.click();
  await expect(username).toHaveAccessibleDescription(required);
  await expect(username).toHaveAttribute('aria-invalid', 'true');
  await expect(username).toBeFocused();
  await expect(password).not.toHaveAccessibleDescription(required);

  await username.fill('someone');
  await submit.click();
  await expect(password).toHaveAccessibleDescription(required);
  await expect(password).toBeFocused();
  await expect(username).not.toHaveAccessibleDescription(required);
  await expect(page).toHaveURL(/\/login$/);
});
