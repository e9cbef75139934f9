import { expect, type Page, test } from '@playwright/test';

import { commonStrings } from '../../frontend/src/strings/common';
import { orgunitsStrings } from '../../frontend/src/strings/orgunits';
import { whoHasAccessStrings } from '../../frontend/src/strings/who-has-access';
import { ROOT_UNIT_ID, SEED_UNITS, SYSTEM_UNIT_ID } from '../../local/seed-data';
import { grantUnitRoles } from './account-grants';
import { createConfirmedUser } from './account-users';
import { UNIT_HOME_GLANCE_SIZE as GLANCE_SIZE } from '../../frontend/src/api/paths';
import { cardNameLinks, openSignedIn, orgunitCard, PlatformApi, uniqueName } from './orgunit-pages';
import { recordApiReads } from './list-paging';

const text = orgunitsStrings.orgunits;
const menu = commonStrings.menu;

function sideNavigation(page: Page) {
  return page.getByRole('navigation', { name: commonStrings.shell.navigationAriaLabel });
}

async function topMenuItems(page: Page): Promise<string[]> {
  await page.getByRole('button', { name: menu.button, exact: true }).click();
  const items = page.getByRole('menuitem');
  await expect(items.first()).toBeVisible();
  const names = (await items.allInnerTexts()).map((name) => name.trim());
  await page.keyboard.press('Escape');
  return names;
}

function unitName(id: string): string {
  const unit = SEED_UNITS.find((candidate) => candidate.id === id);
  if (!unit) throw new Error(`${id} is not seeded`);
  return unit.name;
}

test('a member sees no Add new, Edit or Delete, and the write routes show the no-permission page', async ({
  page,
}) => {
  await page.goto('/login');
  const member = await createConfirmedUser(page, 'orgunit-member');
  await grantUnitRoles(member, 'ou-sales', ['user']);

  await openSignedIn(page, '/ou-sales/orgunits', member);
  await expect(page.getByRole('heading', { level: 1, name: text.heading })).toBeVisible();
  const north = orgunitCard(page, unitName('ou-sales-north'));
  await expect(north).toBeVisible();
  await expect(orgunitCard(page, unitName('ou-sales-south'))).toBeVisible();
  await expect(north.getByRole('link', { name: text.detailsOf('Sales North') })).toBeVisible();
  await expect(north.getByRole('link', { name: text.editOf('Sales North') })).toHaveCount(0);
  await expect(page.getByRole('link', { name: text.addNew })).toHaveCount(0);
  await expect(page.getByRole('button', { name: text.addNew })).toHaveCount(0);

  await north.getByRole('link', { name: text.detailsOf('Sales North') }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sales North' })).toBeVisible();
  // The chain reads as names of the units the member covers (issue 37), never the id string.
  const chain = page.getByRole('list', { name: orgunitsStrings.orgHome.ouidChainAriaLabel });
  await expect(chain.getByRole('listitem').last()).toHaveText('Sales North');
  await expect(page.getByText('ou-root/ou-sales/ou-sales-north', { exact: true })).toHaveCount(0);
  await expect(
    page.getByRole('link', { name: orgunitsStrings.orgunitDetails.edit, exact: true }),
  ).toHaveCount(0);
  await expect(
    page.getByRole('button', { name: orgunitsStrings.orgunitDetails.delete, exact: true }),
  ).toHaveCount(0);
  // Who has access is for the unit's admins (issue 39 §2).
  await expect(page.getByRole('heading', { name: whoHasAccessStrings.heading })).toHaveCount(0);

  // No Settings (config dashboard), no org plan (not ROOT), no authenticated users (not SYSTEM).
  await expect(
    sideNavigation(page).getByRole('link', { name: menu.childOrganisations }),
  ).toBeVisible();
  for (const hidden of [menu.settings, menu.organisationPlan, menu.authenticatedUsers]) {
    await expect(sideNavigation(page).getByRole('link', { name: hidden, exact: true })).toHaveCount(
      0,
    );
  }
  const items = await topMenuItems(page);
  expect(items).toContain(menu.childOrganisations);
  expect(items).not.toContain(menu.settings);

  for (const path of ['/ou-sales/register-orgunit', '/ou-sales/edit-orgunit/ou-sales-north']) {
    await page.goto(path);
    await expect(page.getByText(commonStrings.permission.denied)).toBeVisible();
    await expect(
      page.getByRole('button', { name: orgunitsStrings.registerOrgunit.submit }),
    ).toHaveCount(0);
    await expect(
      page.getByRole('button', { name: orgunitsStrings.editOrgunit.update }),
    ).toHaveCount(0);
  }
});

test('menus: Organisation Plan only on the ROOT unit, Authenticated Users only on the SYSTEM unit', async ({
  page,
}) => {
  await openSignedIn(page, `/${ROOT_UNIT_ID}/`);
  await expect(page.getByRole('heading', { level: 1, name: unitName(ROOT_UNIT_ID) })).toBeVisible();
  const nav = sideNavigation(page);
  await expect(nav.getByRole('link', { name: menu.organisationPlan, exact: true })).toBeVisible();
  await expect(nav.getByRole('link', { name: menu.settings, exact: true })).toBeVisible();
  await expect(nav.getByRole('link', { name: menu.authenticatedUsers, exact: true })).toHaveCount(
    0,
  );
  let items = await topMenuItems(page);
  expect(items).toContain(menu.organisationPlan);
  expect(items).not.toContain(menu.authenticatedUsers);

  await page.goto(`/${SYSTEM_UNIT_ID}/`);
  await expect(
    page.getByRole('heading', { level: 1, name: unitName(SYSTEM_UNIT_ID) }),
  ).toBeVisible();
  await expect(nav.getByRole('link', { name: menu.authenticatedUsers, exact: true })).toBeVisible();
  await expect(nav.getByRole('link', { name: menu.organisationPlan, exact: true })).toHaveCount(0);
  items = await topMenuItems(page);
  expect(items).toContain(menu.authenticatedUsers);
  expect(items).not.toContain(menu.organisationPlan);
});

test('the unit home lists its first children, each opening that unit, and links the full list', async ({
  page,
}) => {
  await page.goto('/login');
  const api = await PlatformApi.signIn(page);
  const parentName = uniqueName('Home parent');
  const parent = await api.createUnit(parentName);
  const under = { id: parent.data.identifier, ouidChain: parent.data.ouidChain };
  const children = [];
  for (let index = 1; index <= GLANCE_SIZE + 2; index += 1) {
    children.push(await api.createUnit(`Home child ${index}`, under));
  }

  const reads = recordApiReads(page, (url) => url.searchParams.get('parentOuId') === under.id);
  await openSignedIn(page, `/${under.id}/`);
  await expect(page.getByRole('heading', { level: 1, name: parentName })).toBeVisible();
  const glance = page.getByRole('list', { name: orgunitsStrings.orgHome.childrenHeading });
  await expect(glance.getByRole('link')).toHaveCount(GLANCE_SIZE);
  // One short page, not the whole list.
  expect(reads.map((url) => url.search)).toEqual([`?parentOuId=${under.id}&limit=${GLANCE_SIZE}`]);

  await page.getByRole('link', { name: orgunitsStrings.orgHome.viewAllChildren }).click();
  await expect(page).toHaveURL(new RegExp(`/${under.id}/orgunits$`));
  await expect(cardNameLinks(page)).toHaveCount(GLANCE_SIZE + 2);
  await page.goBack();

  const first = glance.getByRole('link').first();
  const firstName = (await first.innerText()).trim();
  const firstChild = children.find((child) => child.data.name === firstName);
  expect(firstChild).toBeDefined();
  await first.click();
  await expect(page).toHaveURL(new RegExp(`/${firstChild?.data.identifier}/$`));
  await expect(page.getByRole('heading', { level: 1, name: firstName })).toBeVisible();
  await expect(page.getByText(orgunitsStrings.orgHome.noChildren)).toBeVisible();
});
