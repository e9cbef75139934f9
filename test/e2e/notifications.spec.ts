/**
 * The notifications bell and screen: a change made through the API raises the bell's count (on
 * the visible-tab interval and on navigation), the screen lists it with who, what and when, the
 * entity filter narrows the list, visiting clears the count, and another unit's user sees nothing.
 */
import { expect, type Page, test } from '@playwright/test';

import { commonStrings } from '../../frontend/src/strings/common';
import { notificationsStrings } from '../../frontend/src/strings/notifications';
import { UNSEEN_REFRESH_MS } from '../../frontend/src/common/notifications/unseen-refresh';
import { grantUnitRoles } from './account-grants';
import { createConfirmedUser } from './account-users';
import { admin, signInOnLoginPage } from './console-pages';
import { AdminApi, uniqueId } from './orguser-pages';
import { openSignedIn, PlatformApi } from './orgunit-pages';

const bell = notificationsStrings.bell;
const text = notificationsStrings.page;

const notificationsPath = (ouid: string) => `/${ouid}/notifications`;

/** The bell, by the accessible name that holds its count (exactly, so "1" never matches "10"). */
function bellLink(page: Page, count?: string) {
  const name = count === undefined ? bell.label : bell.ariaLabel(count);
  return page.getByRole('banner').getByRole('link', { name, exact: true });
}

/** The rows of the active unit's list (the caller's own items, "For you", are another table). */
function rows(page: Page) {
  return page
    .getByRole('table', { name: text.heading, exact: true })
    .getByRole('row')
    .filter({ has: page.getByRole('cell') });
}

/** Marks the admin's own inbox seen, so the bell counts only the unit's records. */
async function clearOwnInbox(api: PlatformApi, ouid: string): Promise<void> {
  const inboxPath = `/userprofile/${admin.username}/inbox`;
  const inbox = await api.succeeding<{ items: { at: string; id: string }[] }>(
    'GET',
    `${inboxPath}?limit=1`,
    { ouid },
  );
  const newest = inbox.items[0];
  if (!newest) return;
  await api.succeeding('PUT', `${inboxPath}/seen`, {
    ouid,
    body: { at: newest.at, id: newest.id },
  });
}

test('a change raises the bell on the interval and on navigation; the screen lists it and clears it', async ({
  page,
}) => {
  await page.clock.install();
  await page.goto('/login');
  const api = await PlatformApi.signIn(page);
  const unit = await api.createUnit(`Bell ${uniqueId()}`);
  const under = { id: unit.data.identifier, ouidChain: unit.data.ouidChain };
  // The bell counts the admin's own items too (notifications-people.spec.ts): none are unseen here.
  await clearOwnInbox(api, under.id);
  await openSignedIn(page, `/${under.id}`);
  await expect(bellLink(page)).toBeVisible();

  const firstChild = `Bell child ${uniqueId()}`;
  await api.createUnit(firstChild, under);
  // No navigation: the shell's visible-tab interval reads the count.
  await page.clock.runFor(UNSEEN_REFRESH_MS);
  await expect(bellLink(page, '1')).toBeVisible();
  await expect(bellLink(page, '1')).toContainText('1');

  await api.createUnit(`Bell child ${uniqueId()}`, under);
  // A navigation inside the console reads it again.
  await page.getByRole('link', { name: commonStrings.product.title }).click();
  await expect(bellLink(page, '2')).toBeVisible();

  await bellLink(page, '2').click();
  await expect(page).toHaveURL(new RegExp(`${notificationsPath(under.id)}$`));
  await expect(page.getByRole('heading', { level: 1, name: text.heading })).toBeVisible();
  await expect(rows(page)).toHaveCount(2);
  const oldest = rows(page).nth(1);
  await expect(oldest).toContainText(admin.username);
  await expect(oldest).toContainText(text.actions.create);
  await expect(oldest).toContainText(text.entities.orgunit);
  await expect(oldest).toContainText(firstChild);
  await expect(oldest.locator('time')).toHaveAttribute('datetime', /^\d{4}-\d\d-\d\dT/);

  // Opening the screen marked the newest record seen: the count is gone, and stays gone.
  await expect(bellLink(page)).toBeVisible();
  await page.reload();
  await expect(rows(page)).toHaveCount(2);
  await expect(bellLink(page)).toBeVisible();
});

test('the entity filter narrows the list to the records about one entity', async ({ page }) => {
  await page.goto('/login');
  const api = await AdminApi.signIn(page);
  const unit = await api.createUnit('Filtered');
  const username = `notified-${uniqueId()}`;
  await api.addOrgUser(
    unit.id,
    { name: 'Notified User', username, email: `${username}@example.com` },
    'user',
  );
  await api.renameOrgUser(unit.id, username, 'Notified User Renamed');
  const units = await PlatformApi.signIn(page);
  await units.createUnit(`Filtered child ${uniqueId()}`, {
    id: unit.id,
    ouidChain: `ou-root/${unit.id}`,
  });

  const listed = await units.succeeding<{ items: { entity: string }[] }>(
    'GET',
    `/orgunit/${unit.id}/activities`,
    { ouid: unit.id },
  );
  const all = listed.items.length;
  const orgUsers = listed.items.filter((item) => item.entity === 'orguser').length;
  expect(orgUsers).toBeGreaterThanOrEqual(2);
  expect(all).toBeGreaterThan(orgUsers);

  await openSignedIn(page, notificationsPath(unit.id));
  await expect(rows(page)).toHaveCount(all);

  await page.getByRole('button', { name: new RegExp(text.filterLabel) }).click();
  await page.getByRole('option', { name: text.entities.orguser }).click();
  await expect(rows(page)).toHaveCount(orgUsers);
  for (const row of await rows(page).all()) {
    await expect(row).toContainText(text.entities.orguser);
  }

  await page.getByRole('button', { name: new RegExp(text.filterLabel) }).click();
  await page.getByRole('option', { name: text.entities.config }).click();
  await expect(page.getByText(text.noMatch)).toBeVisible();
  await page.getByRole('button', { name: text.clearFilter }).click();
  await expect(rows(page)).toHaveCount(all);
});

test('a user of another unit sees nothing of this unit', async ({ page }) => {
  await page.goto('/login');
  const api = await PlatformApi.signIn(page);
  const unit = await api.createUnit(`Private ${uniqueId()}`);
  const secret = `Private child ${uniqueId()}`;
  await api.createUnit(secret, { id: unit.data.identifier, ouidChain: unit.data.ouidChain });
  const outsider = await createConfirmedUser(page, 'outsider');
  await grantUnitRoles(outsider, 'ou-engineering', ['admin']);

  const outsiderApi = await PlatformApi.signIn(page, outsider);
  const refused = await outsiderApi.request('GET', `/orgunit/${unit.data.identifier}/seen`, {
    ouid: 'ou-engineering',
  });
  expect(refused.status).toBe(403);

  await page.goto(notificationsPath(unit.data.identifier));
  await signInOnLoginPage(page, outsider);
  // Issue 37: a unit the person does not cover answers as an address that does not exist.
  await expect(
    page.getByRole('heading', { level: 1, name: commonStrings.notFound.heading }),
  ).toBeVisible();
  await expect(page.getByText(secret)).toHaveCount(0);

  // Their own unit's screen does not list it either.
  await page.goto(notificationsPath('ou-engineering'));
  await expect(page.getByRole('heading', { level: 1, name: text.heading })).toBeVisible();
  await expect(page.getByRole('table', { name: text.heading, exact: true })).toBeVisible();
  await expect(page.getByText(secret)).toHaveCount(0);
});
