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
import { holdApiReads, pager, recordApiReads } from './list-paging';

const text = orgunitsStrings.orgunits;

/** A new parent unit with `count` children named `Branch 01`, `Branch 02`, … (ten at a time). */
async function createBranches(api: PlatformApi, count: number) {
  const parent = await api.createUnit(uniqueName('Paging parent'));
  const under = { id: parent.data.identifier, ouidChain: parent.data.ouidChain };
  const names = Array.from(
    { length: count },
    (_, index) => `Branch ${String(index + 1).padStart(2, '0')}`,
  );
  for (let start = 0; start < names.length; start += 10) {
    await Promise.all(names.slice(start, start + 10).map((name) => api.createUnit(name, under)));
  }
  return under;
}

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

test('paging: the server pages 60 children, 24 cards a page, forward and back from the cache', async ({
  page,
}) => {
  await recordFlashes(page);
  await page.goto('/login');
  const api = await PlatformApi.signIn(page);
  const under = await createBranches(api, 60);
  const reads = recordApiReads(page, (url) => url.searchParams.get('parentOuId') === under.id);
  const pages = pager(page);

  await openSignedIn(page, `/${under.id}/orgunits`);
  await expect(cardNameLinks(page)).toHaveCount(24);
  await expect(orgunitCard(page, 'Branch 01')).toBeVisible();
  await expect(orgunitCard(page, 'Branch 24')).toBeVisible();
  // One page asked for, of the preferred size: nothing else is loaded before it shows.
  expect(reads.map((url) => url.search)).toEqual([`?parentOuId=${under.id}&limit=24`]);
  // The total is unknown: no count in the heading, and the pager leaves its end open.
  await expect(page.getByRole('heading', { level: 1, name: text.heading })).not.toContainText('(');
  await expect(pages.number(3)).toHaveCount(0);

  await pages.next.click();
  await expect(orgunitCard(page, 'Branch 25')).toBeVisible();
  await expect(cardNameLinks(page)).toHaveCount(24);
  expect(reads[1]?.searchParams.get('nextToken')).toBeTruthy();
  await pages.next.click();
  await expect(orgunitCard(page, 'Branch 60')).toBeVisible();
  await expect(cardNameLinks(page)).toHaveCount(12);
  await expect(pages.next).toBeDisabled();

  // Back is instant: the earlier pages come from the cache while any new read is held.
  await holdApiReads(page, /\/orgunit\?/, 10_000);
  await pages.previous.click();
  await expect(orgunitCard(page, 'Branch 25')).toBeVisible({ timeout: 2_000 });
  await pages.number(1).click();
  await expect(orgunitCard(page, 'Branch 01')).toBeVisible({ timeout: 2_000 });
  await expect(cardNameLinks(page)).toHaveCount(24);
});

test('search: the server finds a unit beyond the first page, pages the results, and clearing returns to the list', async ({
  page,
}) => {
  await recordFlashes(page);
  await page.goto('/login');
  const api = await PlatformApi.signIn(page);
  const under = await createBranches(api, 30);
  await api.createUnit('Depot North', under);
  const reads = recordApiReads(page, (url) => url.searchParams.get('parentOuId') === under.id);
  const searches = () => reads.flatMap((url) => url.searchParams.getAll('search'));
  const pages = pager(page);

  await openSignedIn(page, `/${under.id}/orgunits`);
  await expect(cardNameLinks(page)).toHaveCount(24);
  await expect(orgunitCard(page, 'Depot North')).toHaveCount(0);

  // Typed key by key, the text is searched once typing pauses (not once per key).
  await searchBox(page).pressSequentially('nor dep', { delay: 40 });
  await expect(cardNameLinks(page)).toHaveCount(1);
  await expect(orgunitCard(page, 'Depot North')).toBeVisible();
  expect(searches()).toEqual(['nor dep']);

  await searchBox(page).fill('branch');
  await expect(orgunitCard(page, 'Branch 01')).toBeVisible();
  await expect(cardNameLinks(page)).toHaveCount(24);
  await pages.next.click();
  await expect(cardNameLinks(page)).toHaveCount(6);
  await expect(orgunitCard(page, 'Branch 30')).toBeVisible();
  expect(reads.at(-1)?.searchParams.get('search')).toBe('branch');
  expect(reads.at(-1)?.searchParams.get('nextToken')).toBeTruthy();

  await searchBox(page).fill('anch');
  await expect(page.getByText(text.noMatch)).toBeVisible();
  await expect(page.getByText(text.empty, { exact: true })).toHaveCount(0);
  await page.getByRole('button', { name: text.clearSearch, exact: true }).click();
  await expect(cardNameLinks(page)).toHaveCount(24);
  await expect(orgunitCard(page, 'Branch 01')).toBeVisible();
  await expect(searchBox(page)).toHaveValue('');
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
