import { expect, test } from '@playwright/test';

import { commonStrings } from '../../frontend/src/strings/common';
import { orgunitsStrings } from '../../frontend/src/strings/orgunits';
import { ROOT_UNIT_ID } from '../../local/seed-data';
import {
  cardNameLinks,
  openSignedIn,
  orgunitCard,
  PlatformApi,
  recordFlashes,
  searchBox,
  uniqueName,
} from './orgunit-pages';

const text = orgunitsStrings.orgunits;

test('search: every typed word must be in the name, in any order and case', async ({ page }) => {
  await recordFlashes(page);
  await page.goto('/login');
  const api = await PlatformApi.signIn(page);
  const parent = await api.createUnit(uniqueName('Search parent'));
  const under = { id: parent.data.identifier, ouidChain: parent.data.ouidChain };
  for (const name of ['Alpha North Depot', 'alpha south depot', 'Beta North Depot']) {
    await api.createUnit(name, under);
  }

  await openSignedIn(page, `/${under.id}/orgunits`);
  await expect(page.getByRole('heading', { level: 1, name: text.heading })).toBeVisible();
  await expect(cardNameLinks(page)).toHaveCount(3);

  await searchBox(page).fill('north ALPHA');
  await expect(cardNameLinks(page)).toHaveCount(1);
  await expect(orgunitCard(page, 'Alpha North Depot')).toBeVisible();

  await searchBox(page).fill('NORTH');
  await expect(cardNameLinks(page)).toHaveCount(2);
  await expect(orgunitCard(page, 'Alpha North Depot')).toBeVisible();
  await expect(orgunitCard(page, 'Beta North Depot')).toBeVisible();

  await searchBox(page).fill('depot   alpha');
  await expect(cardNameLinks(page)).toHaveCount(2);
  await expect(orgunitCard(page, 'alpha south depot')).toBeVisible();

  await searchBox(page).fill('alpha west');
  await expect(cardNameLinks(page)).toHaveCount(0);
  await expect(page.getByText(text.noMatch)).toBeVisible();
  await page.getByRole('button', { name: text.clearSearch, exact: true }).click();
  await expect(cardNameLinks(page)).toHaveCount(3);
});

test('cards: email, mobile, Details and Edit; clicking the name makes the unit active', async ({
  page,
}) => {
  await recordFlashes(page);
  await page.goto('/login');
  const api = await PlatformApi.signIn(page);
  const parent = await api.createUnit(uniqueName('Cards parent'));
  const childName = uniqueName('Card child');
  const child = await api.createUnit(childName, {
    id: parent.data.identifier,
    ouidChain: parent.data.ouidChain,
  });
  const childId = child.data.identifier;
  const update = await api.request('PUT', `/orgunit/${childId}`, {
    ouid: childId,
    body: {
      version: child.version,
      data: { name: childName, emailId: 'card@example.com', mobile: '+91 12345 67890' },
    },
  });
  expect(update.status).toBe(200);

  await openSignedIn(page, `/${parent.data.identifier}/orgunits`);
  const card = orgunitCard(page, childName);
  await expect(card.getByText('card@example.com')).toBeVisible();
  await expect(card.getByText('+91 12345 67890')).toBeVisible();
  await expect(card.getByRole('link', { name: text.detailsOf(childName) })).toBeVisible();
  await expect(card.getByRole('link', { name: text.editOf(childName) })).toBeVisible();
  await expect(card.getByText(text.requestedForDeletion)).toHaveCount(0);

  const selector = page.getByRole('button', { name: commonStrings.shell.orgSelectorAriaLabel });
  await expect(selector).not.toContainText(childName);
  await card.getByRole('link', { name: text.openUnit(childName) }).click();
  await expect(page).toHaveURL(new RegExp(`/${childId}/$`));
  await expect(page.getByRole('heading', { level: 1, name: childName })).toBeVisible();
  await expect(selector).toContainText(childName);
  // The new active unit's own (empty) children list is one menu click away.
  await page
    .getByRole('navigation', { name: commonStrings.shell.navigationAriaLabel })
    .getByRole('link', { name: commonStrings.menu.childOrganisations, exact: true })
    .click();
  await expect(page).toHaveURL(new RegExp(`/${childId}/orgunits$`));
  await expect(page.getByText(text.empty)).toBeVisible();
});

test('paging: 60 children are all loaded, 24 cards a page, and search covers every page', async ({
  page,
}) => {
  await recordFlashes(page);
  await page.goto('/login');
  const api = await PlatformApi.signIn(page);
  const parent = await api.createUnit(uniqueName('Paging parent'));
  const under = { id: parent.data.identifier, ouidChain: parent.data.ouidChain };
  const names = Array.from(
    { length: 60 },
    (_, index) => `Branch ${String(index + 1).padStart(2, '0')}`,
  );
  for (let start = 0; start < names.length; start += 10) {
    await Promise.all(names.slice(start, start + 10).map((name) => api.createUnit(name, under)));
  }

  await openSignedIn(page, `/${under.id}/orgunits`);
  await expect(page.getByRole('heading', { level: 1, name: text.heading })).toContainText('(60)');
  await expect(cardNameLinks(page)).toHaveCount(24);
  await page.getByRole('button', { name: /^Page 3 of / }).click();
  await expect(cardNameLinks(page)).toHaveCount(12);

  await searchBox(page).fill('branch 57');
  await expect(cardNameLinks(page)).toHaveCount(1);
  await expect(orgunitCard(page, 'Branch 57')).toBeVisible();
});

test('a list that cannot be loaded shows the fixed message with Retry in place', async ({
  page,
}) => {
  await openSignedIn(page, `/${ROOT_UNIT_ID}/`);
  await page.route(/\/orgunit\?parentOuId=/, (route) => route.abort('connectionfailed'));
  await page
    .getByRole('navigation', { name: commonStrings.shell.navigationAriaLabel })
    .getByRole('link', { name: commonStrings.menu.childOrganisations, exact: true })
    .click();
  // Issue 12 §3: the failure stays where the cards would be (no flash, no empty text).
  const alert = page.getByRole('alert').filter({ hasText: text.loadFailed });
  await expect(alert).toBeVisible();
  await expect(alert.getByRole('button', { name: commonStrings.loadFailure.retry })).toBeVisible();
  await expect(page.getByText(text.empty, { exact: true })).toHaveCount(0);
});
