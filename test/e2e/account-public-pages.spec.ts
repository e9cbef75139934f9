import { expect, test } from '@playwright/test';

import { accountStrings } from '../../frontend/src/strings/account';
import { commonStrings } from '../../frontend/src/strings/common';
import { helpStrings } from '../../frontend/src/strings/help';

test('the landing page lists the applications of spec §1 with the release-pending ones marked', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByText(commonStrings.product.tagline)).toBeVisible();
  for (const app of accountStrings.landing.apps) {
    const card = page.getByRole('listitem').filter({ hasText: app.name });
    await expect(card).toHaveCount(1);
    await expect(card).toContainText(
      app.pending ? accountStrings.landing.releasePending : accountStrings.landing.available,
    );
  }
  await page.getByRole('link', { name: accountStrings.landing.signUpLink }).click();
  await expect(page).toHaveURL(/\/register$/);
});

test('the help page has the six topics in its side navigation and the static badges', async ({
  page,
}) => {
  await page.goto('/help');
  await expect(
    page.getByRole('heading', { name: helpStrings.help.heading, level: 1 }),
  ).toBeVisible();
  const navigation = page.getByRole('navigation', {
    name: commonStrings.shell.navigationAriaLabel,
  });
  for (const entry of helpStrings.help.entries) {
    await expect(navigation.getByRole('link', { name: entry.text, exact: true })).toHaveAttribute(
      'href',
      `/help#${entry.id}`,
    );
  }
  await expect(page.getByRole('button', { name: helpStrings.help.mailsAriaLabel })).toContainText(
    helpStrings.help.mailsBadge,
  );
  await expect(
    page.getByRole('button', { name: commonStrings.shell.notificationsAriaLabel }),
  ).toContainText(helpStrings.help.notificationsBadge);
});
