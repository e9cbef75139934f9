import { expect, test } from '@playwright/test';

import { strings } from '../../frontend/src/strings';

test('the landing page lists the applications of spec §1 with the release-pending ones marked', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByText(strings.product.tagline)).toBeVisible();
  for (const app of strings.landing.apps) {
    const card = page.getByRole('listitem').filter({ hasText: app.name });
    await expect(card).toHaveCount(1);
    await expect(card).toContainText(
      app.pending ? strings.landing.releasePending : strings.landing.available,
    );
  }
  await page.getByRole('link', { name: strings.landing.signUpLink }).click();
  await expect(page).toHaveURL(/\/register$/);
});

test('the help page has the six topics in its side navigation and the static badges', async ({
  page,
}) => {
  await page.goto('/help');
  await expect(page.getByRole('heading', { name: strings.help.heading, level: 1 })).toBeVisible();
  const navigation = page.getByRole('navigation', { name: strings.shell.navigationAriaLabel });
  for (const entry of strings.help.entries) {
    await expect(navigation.getByRole('link', { name: entry.text, exact: true })).toHaveAttribute(
      'href',
      `/help#${entry.id}`,
    );
  }
  await expect(page.getByRole('button', { name: strings.help.mailsAriaLabel })).toContainText(
    strings.help.mailsBadge,
  );
  await expect(
    page.getByRole('button', { name: strings.shell.notificationsAriaLabel }),
  ).toContainText(strings.help.notificationsBadge);
});
