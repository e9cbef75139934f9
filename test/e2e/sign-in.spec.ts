import { expect, test } from '@playwright/test';

import { accountStrings } from '../../frontend/src/strings/account';
import { commonStrings } from '../../frontend/src/strings/common';
import { parsePolicies, unitIdsOf } from '../../lambdas/domain/policies';
import {
  ROOT_UNIT_ID,
  SEED_ADMIN_POLICIES,
  SEED_CORE_CONFIG,
  SEED_UNITS,
} from '../../local/seed-data';
import { admin, openMenu, signInOnLoginPage, unitHeading } from './console-pages';

const unitName = (id: string) => SEED_UNITS.find((unit) => unit.id === id)?.name ?? id;
const rootName = unitName(ROOT_UNIT_ID);

test('the seeded admin signs in from the landing page, switches units and signs out', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByText(commonStrings.product.title).first()).toBeVisible();
  await page.getByRole('link', { name: accountStrings.landing.signInLink }).click();
  await expect(page).toHaveURL(/\/login$/);

  // Without a redirect the sign-in lands on /{ouid}/{home} of the first unit's core config.
  await signInOnLoginPage(page);
  await expect(page).toHaveURL(new RegExp(`/${ROOT_UNIT_ID}/${SEED_CORE_CONFIG.home}$`));
  await page
    .getByRole('navigation', { name: commonStrings.shell.navigationAriaLabel })
    .getByRole('link', { name: commonStrings.menu.home, exact: true })
    .click();
  await expect(page).toHaveURL(new RegExp(`/${ROOT_UNIT_ID}/$`));
  await expect(unitHeading(page, rootName)).toBeVisible();
  await expect(page.getByText(ROOT_UNIT_ID, { exact: true }).first()).toBeVisible();
  await expect(
    page.getByRole('button', { name: commonStrings.shell.accountMenuAriaLabel }),
  ).toContainText(admin.username);

  // The org selector offers exactly the units the admin holds policies on, by name.
  const expectedUnits = unitIdsOf(parsePolicies(SEED_ADMIN_POLICIES)).map(unitName);
  const units = await openMenu(page, commonStrings.shell.orgSelectorAriaLabel);
  await expect(units).toHaveText(expectedUnits);

  // Choosing another unit makes it active and shows its home.
  const [, otherUnitId] = unitIdsOf(parsePolicies(SEED_ADMIN_POLICIES));
  if (!otherUnitId) throw new Error('The seeded admin needs two units for this test');
  await units.filter({ hasText: unitName(otherUnitId) }).click();
  await expect(page).toHaveURL(new RegExp(`/${otherUnitId}/$`));
  await expect(unitHeading(page, unitName(otherUnitId))).toBeVisible();

  const account = await openMenu(page, commonStrings.shell.accountMenuAriaLabel);
  await account.filter({ hasText: commonStrings.shell.logout }).click();
  await expect(page).toHaveURL(/\/$/);
  expect(new URL(page.url()).pathname).toBe('/');
  await expect(page.getByRole('link', { name: accountStrings.landing.signInLink })).toBeVisible();

  // Back to a protected screen: it asks to sign in and shows nothing of the unit.
  await page.goBack();
  await expect(page).toHaveURL(
    new RegExp(`/login\\?redirect=${encodeURIComponent(`/${otherUnitId}/`)}$`),
  );
  await expect(page.getByRole('heading', { name: accountStrings.login.heading })).toBeVisible();
  await expect(page.getByText(unitName(otherUnitId))).toHaveCount(0);
});

test('a protected screen asks a signed-out visitor to sign in, then opens after sign-in', async ({
  page,
}) => {
  const child = SEED_UNITS.find((unit) => unit.parentId === ROOT_UNIT_ID);
  if (!child) throw new Error('The seed needs a child of the ROOT unit');
  const target = `/${child.id}/`;

  await page.goto(target);
  await expect(page).toHaveURL(`/login?redirect=${encodeURIComponent(target)}`);
  await expect(page.getByText(child.name)).toHaveCount(0);

  await signInOnLoginPage(page);
  await expect(page).toHaveURL(target);
  await expect(unitHeading(page, child.name)).toBeVisible();
});

test('a wrong password shows the identity provider message on the form', async ({ page }) => {
  await page.goto('/login');
  await signInOnLoginPage(page, { username: admin.username, password: `${admin.password}-wrong` });
  // Cognito answers "Incorrect username or password."; cognito-local answers "User not authorized".
  const providerMessage = /incorrect username or password|not authorized/i;
  await expect(
    page.locator('form').getByText(providerMessage).filter({ visible: true }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});
