import { expect, type Page, test } from '@playwright/test';

import { commonStrings } from '../../frontend/src/strings/common';
import { orgunitsStrings } from '../../frontend/src/strings/orgunits';
import { ROOT_UNIT_ID, SYSTEM_UNIT_ID } from '../../local/seed-data';
import { signInOnLoginPage } from './console-pages';

const text = orgunitsStrings.orgPlan;

function sideNavigationLink(page: Page, name: string) {
  return page
    .getByRole('navigation', { name: commonStrings.shell.navigationAriaLabel })
    .getByRole('link', { name, exact: true });
}

test('the org plan of the ROOT unit shows the seeded units as JSON and as an expandable tree', async ({
  page,
}) => {
  await page.goto(`/${ROOT_UNIT_ID}/orgplan`);
  await signInOnLoginPage(page);
  await expect(page.getByRole('heading', { level: 1, name: text.heading })).toBeVisible();

  const json = page.getByRole('region', { name: text.jsonAriaLabel });
  await expect(json).toContainText(`"id": "${ROOT_UNIT_ID}"`);
  await expect(json).toContainText('"ou-sales": {');
  await expect(json).toContainText('"id": "ou-sales-north"');
  await expect(json).toContainText('"id": "ou-sales-south"');
  await expect(json).toContainText('"id": "ou-engineering"');

  // The top unit is open; deeper units show when their parent is expanded.
  const tree = page.getByRole('tree', { name: text.treeAriaLabel });
  const item = (id: string) => tree.getByText(id, { exact: true });
  await expect(item(ROOT_UNIT_ID)).toBeVisible();
  await expect(item('ou-sales')).toBeVisible();
  await expect(item('ou-engineering')).toBeVisible();
  await expect(item('ou-sales-north')).toHaveCount(0);
  await tree.getByRole('button', { name: `${text.expand} ou-sales` }).click();
  await expect(item('ou-sales-north')).toBeVisible();
  await expect(item('ou-sales-south')).toBeVisible();
  await tree.getByRole('button', { name: `${text.collapse} ou-sales` }).click();
  await expect(item('ou-sales-north')).toHaveCount(0);

  await expect(sideNavigationLink(page, commonStrings.menu.organisationPlan)).toBeVisible();
});

test('the SYSTEM unit has no org plan: no menu entry, and the route shows the no-permission page', async ({
  page,
}) => {
  await page.goto(`/${SYSTEM_UNIT_ID}/orgplan`);
  await signInOnLoginPage(page);
  await expect(page.getByText(commonStrings.permission.denied)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: text.heading })).toHaveCount(0);

  // The menu of the same unit still lists the pages it may open, but not the org plan.
  await expect(sideNavigationLink(page, commonStrings.menu.childOrganisations)).toBeVisible();
  await expect(sideNavigationLink(page, commonStrings.menu.organisationPlan)).toHaveCount(0);
  await page.getByRole('button', { name: commonStrings.menu.button, exact: true }).click();
  await expect(
    page.getByRole('menuitem', { name: commonStrings.menu.childOrganisations }),
  ).toBeVisible();
  await expect(
    page.getByRole('menuitem', { name: commonStrings.menu.organisationPlan }),
  ).toHaveCount(0);
});
