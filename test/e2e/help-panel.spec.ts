import { expect, test } from '@playwright/test';

import { helpTopicBodies } from '../../frontend/src/strings/help-topic-bodies';
import { helpTopicStrings } from '../../frontend/src/strings/help-topics';
import { ROOT_UNIT_ID } from '../../local/seed-data';
import { openSignedIn, PlatformApi, uniqueName } from './orgunit-pages';

const topics = helpTopicStrings.headers;

test('help panel: the tools drawer says what the page does', async ({ page }) => {
  await openSignedIn(page, `/${ROOT_UNIT_ID}/orgusers`);
  await page.getByRole('button', { name: 'Open help panel' }).click();
  const help = page.getByRole('complementary', { name: 'Help panel' });
  await expect(help.getByRole('heading', { name: topics.orgusers })).toBeVisible();
  await expect(help.getByText(helpTopicBodies.orgusers[0])).toBeVisible();
});

test('help panel: an Info link on a form opens its topic', async ({ page }) => {
  await page.goto('/login');
  const api = await PlatformApi.signIn(page);
  const unit = await api.createUnit(uniqueName('Help unit'));
  await openSignedIn(page, `/${ROOT_UNIT_ID}/edit-orgunit/${unit.data.identifier}`);
  const help = page.getByRole('complementary', { name: 'Help panel' });

  await page.getByRole('button', { name: helpTopicStrings.infoAbout(topics.editOrgunit) }).click();
  await expect(help.getByRole('heading', { name: topics.editOrgunit })).toBeVisible();

  await page.goto(`/${ROOT_UNIT_ID}/create-org-user`);
  await page.getByRole('button', { name: helpTopicStrings.infoAbout(topics.orgRoles) }).click();
  await expect(help.getByRole('heading', { name: topics.orgRoles })).toBeVisible();
});
