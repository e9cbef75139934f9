import { expect, test } from '@playwright/test';

import { helpStrings } from '../../frontend/src/strings/help';
import { ROOT_UNIT_ID } from '../../local/seed-data';
import { openSignedIn, PlatformApi, uniqueName } from './orgunit-pages';

const topics = helpStrings.pageHelp.topics;

test('help panel: the tools drawer says what the page does', async ({ page }) => {
  await openSignedIn(page, `/${ROOT_UNIT_ID}/orgusers`);
  await page.getByRole('button', { name: 'Open help panel' }).click();
  const help = page.getByRole('complementary', { name: 'Help panel' });
  await expect(help.getByRole('heading', { name: topics.orgusers.header })).toBeVisible();
  await expect(help.getByText(topics.orgusers.body[0]!)).toBeVisible();
});

test('help panel: an Info link on a form opens its topic', async ({ page }) => {
  await page.goto('/login');
  const api = await PlatformApi.signIn(page);
  const unit = await api.createUnit(uniqueName('Help unit'));
  await openSignedIn(page, `/${ROOT_UNIT_ID}/edit-orgunit/${unit.data.identifier}`);
  const help = page.getByRole('complementary', { name: 'Help panel' });

  await page
    .getByRole('button', { name: helpStrings.pageHelp.infoAbout(topics.editOrgunit.header) })
    .click();
  await expect(help.getByRole('heading', { name: topics.editOrgunit.header })).toBeVisible();

  await page.goto(`/${ROOT_UNIT_ID}/create-org-user`);
  await page
    .getByRole('button', { name: helpStrings.pageHelp.infoAbout(topics.orgRoles.header) })
    .click();
  await expect(help.getByRole('heading', { name: topics.orgRoles.header })).toBeVisible();
});
