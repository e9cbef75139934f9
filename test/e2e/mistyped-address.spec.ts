/**
 * Issue 37 §9, a mistyped address: inside or outside a unit it shows the not-found page, never a
 * no-permission page naming a unit that does not exist, and the organisation selector never shows
 * the mistyped segment. A unit the user does not cover gets the same answer as one that does not
 * exist. Issue 37 §10: the spec's `/{ouid}/users` route of the authenticated users list.
 */
import { expect, type Page, test } from '@playwright/test';

import { commonStrings } from '../../frontend/src/strings/common';
import { usersStrings } from '../../frontend/src/strings/users';
import { SEED_UNITS, SYSTEM_UNIT_ID } from '../../local/seed-data';
import { grantUnitRoles } from './account-grants';
import { createConfirmedUser } from './account-users';
import { openSignedIn } from './orgunit-pages';

const { shell, notFound, permission } = commonStrings;

function orgSelector(page: Page, text: string) {
  return page.getByRole('button', {
    name: shell.menuButtonAriaLabel(text, shell.orgSelectorAriaLabel),
  });
}

async function expectNotFound(page: Page, path: string) {
  await expect(page.getByRole('heading', { level: 1, name: notFound.heading }), path).toBeVisible();
  await expect(page.getByText(permission.denied), path).toHaveCount(0);
}

test('mistyped and foreign addresses show the not-found page and name no unit', async ({
  page,
}) => {
  await page.goto('/login');
  const member = await createConfirmedUser(page, 'mistyped');
  await grantUnitRoles(member, 'ou-sales', ['user']);
  const sales = SEED_UNITS.find((unit) => unit.id === 'ou-sales')!;
  const engineering = SEED_UNITS.find((unit) => unit.id === 'ou-engineering')!;

  await openSignedIn(page, '/x', member);
  await expectNotFound(page, '/x');
  await expect(orgSelector(page, 'x')).toHaveCount(0);
  await expect(page.locator('a[href^="/x"]')).toHaveCount(0);
  // The way home leads to the member's own unit.
  await page.getByRole('link', { name: notFound.home }).click();
  await expect(page).toHaveURL(/\/ou-sales\/$/);
  await expect(orgSelector(page, sales.name)).toBeVisible();

  // An unknown page in the member's unit; a unit that does not exist but looks like one; an
  // existing unit the member does not cover: the same page each time.
  for (const path of ['/ou-sales/nonsense', '/ou-0123456789abcdef', `/${engineering.id}/`]) {
    await page.goto(path);
    await expectNotFound(page, path);
  }
  await expect(page.getByText(engineering.name)).toHaveCount(0);
  await expect(orgSelector(page, engineering.id)).toHaveCount(0);
});

test('the spec route /{ouid}/users lists the authenticated users, and the menu links it', async ({
  page,
}) => {
  await openSignedIn(page, `/${SYSTEM_UNIT_ID}/users`);
  await expect(
    page.getByRole('heading', { level: 1, name: usersStrings.authUsers.heading }),
  ).toBeVisible();
  await expect(page.getByRole('table')).toBeVisible();
  await expect(
    page
      .getByRole('navigation', { name: shell.navigationAriaLabel })
      .getByRole('link', { name: commonStrings.menu.authenticatedUsers, exact: true }),
  ).toHaveAttribute('href', `/${SYSTEM_UNIT_ID}/users`);
});
