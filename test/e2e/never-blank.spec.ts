/** Issue 12 §3 "Never a blank page": unknown routes, failed chunks and the help page's topics. */
import { expect, type Page, test } from '@playwright/test';

import { commonStrings } from '../../frontend/src/strings/common';
import { helpStrings } from '../../frontend/src/strings/help';
import { ROOT_UNIT_ID, SEED_UNITS } from '../../local/seed-data';
import { signInOnLoginPage, unitHeading } from './console-pages';

const rootName = SEED_UNITS.find((unit) => unit.id === ROOT_UNIT_ID)?.name ?? ROOT_UNIT_ID;

async function signInTo(page: Page, path: string): Promise<void> {
  await page.goto(`/login?redirect=${encodeURIComponent(path)}`);
  await signInOnLoginPage(page);
  await expect(page).toHaveURL(new RegExp(`${path}$`));
}

function shellTopBar(page: Page) {
  return page.getByRole('button', { name: commonStrings.shell.accountMenuAriaLabel });
}

test('an unknown route shows a not-found page inside the shell with a way home', async ({
  page,
}) => {
  await signInTo(page, `/${ROOT_UNIT_ID}/no-such-page`);
  await expect(
    page.getByRole('heading', { level: 1, name: commonStrings.notFound.heading }),
  ).toBeVisible();
  await expect(shellTopBar(page)).toBeVisible();

  await page.goto('/anything/else/here');
  await expect(
    page.getByRole('heading', { level: 1, name: commonStrings.notFound.heading }),
  ).toBeVisible();
  await expect(shellTopBar(page)).toBeVisible();
  await page.getByRole('link', { name: commonStrings.notFound.home }).click();
  await expect(page).toHaveURL(new RegExp(`/${ROOT_UNIT_ID}/$`));
  await expect(unitHeading(page, rootName)).toBeVisible();
});

test('a public page whose chunk fails to load shows the error page, and Reload recovers', async ({
  page,
}) => {
  const chunk = '**/assets/HelpPage-*.js';
  await page.route(chunk, (route) => route.abort());
  await page.goto('/help');
  await expect(page.getByText(commonStrings.errorPage.heading)).toBeVisible();
  await page.unroute(chunk);
  await page.getByRole('button', { name: commonStrings.actions.reload }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: helpStrings.help.heading }),
  ).toBeVisible();
});

test('a console page whose chunk fails to load shows the error page inside the shell', async ({
  page,
}) => {
  await signInTo(page, `/${ROOT_UNIT_ID}/`);
  await expect(unitHeading(page, rootName)).toBeVisible();
  await page.route('**/assets/ChildOrgunitsPage-*.js', (route) => route.abort());
  await page
    .getByRole('navigation', { name: commonStrings.shell.navigationAriaLabel })
    .getByRole('link', { name: commonStrings.menu.childOrganisations, exact: true })
    .click();
  await expect(page.getByText(commonStrings.errorPage.heading)).toBeVisible();
  await expect(page.getByRole('button', { name: commonStrings.actions.reload })).toBeVisible();
  await expect(shellTopBar(page)).toBeVisible();
});

test('every help topic leads to its section of the help page, not to an unknown route', async ({
  page,
}) => {
  await page.goto('/help');
  const navigation = page.getByRole('navigation', {
    name: commonStrings.shell.navigationAriaLabel,
  });
  for (const entry of helpStrings.help.entries) {
    await navigation.getByRole('link', { name: entry.text, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/help#${entry.id}$`));
    const section = page.getByRole('region', { name: entry.text });
    await expect(section).toBeFocused();
    await expect(section).toContainText(entry.body);
  }
  // A direct visit to a topic's address opens the help page at that topic.
  const last = helpStrings.help.entries.at(-1);
  if (!last) throw new Error('the help page has topics');
  await page.goto(`/help#${last.id}`);
  await expect(page.getByRole('region', { name: last.text })).toBeFocused();
});
