/**
 * Notifications reach the people they concern (issue 37, points 6, 7 and 4): a rejected deletion
 * request reaches its requester, with the reason, in their own notifications while they work in
 * another unit, and the request reads "requested", not "deleted"; a plain member sees their own
 * role grant but not another person's; a notification names the unit, the role and the
 * application by their display names.
 */
import { expect, type Page, test } from '@playwright/test';

import { notificationsStrings } from '../../frontend/src/strings/notifications';
import { grantUnitRoles } from './account-grants';
import { createConfirmedUser } from './account-users';
import { admin, signInOnLoginPage } from './console-pages';
import { AdminApi, uniqueId } from './orguser-pages';
import { openSignedIn, PlatformApi } from './orgunit-pages';

const text = notificationsStrings.page;
const forYou = notificationsStrings.forYou;
const SALES = { id: 'ou-sales', ouidChain: 'ou-root/ou-sales' };

const notificationsPath = (ouid: string) => `/${ouid}/notifications`;

/** The caller's own items, and the active unit's. */
const forYouTable = (page: Page) => page.getByRole('table', { name: forYou.heading, exact: true });
const unitTable = (page: Page) => page.getByRole('table', { name: text.heading, exact: true });

test('a rejected deletion request reaches its requester, with the reason, in another unit', async ({
  page,
}) => {
  await page.goto('/login');
  const api = await PlatformApi.signIn(page);
  const parent = await api.createUnit(`Keep parent ${uniqueId()}`, SALES);
  const victimName = `Keep me ${uniqueId()}`;
  const victim = await api.createUnit(victimName, {
    id: parent.data.identifier,
    ouidChain: parent.data.ouidChain,
  });
  const victimId = victim.data.identifier;
  const requester = await createConfirmedUser(page, 'requester');
  await grantUnitRoles(requester, SALES.id, ['admin']);
  await grantUnitRoles(requester, 'ou-engineering', ['user']);

  const requesterApi = await PlatformApi.signIn(page, requester);
  await requesterApi.succeeding('DELETE', `/orgunit/${victimId}`, { ouid: SALES.id });
  const reason = `Still has open tickets ${uniqueId()}`;
  await api.succeeding('POST', `/orgunit/${victimId}/deletion/reject`, {
    ouid: 'ou-root',
    body: { reason },
  });

  // Working in another unit, the requester reads the decision and its reason as their own.
  await openSignedIn(page, notificationsPath('ou-engineering'), requester);
  const mine = forYouTable(page);
  const decision = mine.getByRole('row').filter({ hasText: reason });
  await expect(decision).toHaveCount(1);
  await expect(decision).toContainText(text.events.rejected);
  await expect(decision).toContainText(victimName);
  await expect(decision).toContainText(admin.username);

  // In the unit's own feed, the request reads as requested, never as a deletion.
  await page.goto(notificationsPath(victimId));
  await expect(page.getByRole('heading', { name: text.unitHeading(victimName) })).toBeVisible();
  const feed = unitTable(page);
  const request = feed.getByRole('row').filter({ hasText: requester.username });
  await expect(request).toHaveCount(1);
  await expect(
    request.getByRole('cell', { name: text.events.requested, exact: true }),
  ).toBeVisible();
  await expect(feed.getByRole('cell', { name: text.actions.delete, exact: true })).toHaveCount(0);
});

test('a plain member sees their own role grant, not another person’s', async ({ page }) => {
  await page.goto('/login');
  const api = await AdminApi.signIn(page);
  const unit = await api.createUnit('Members only');
  const member = await createConfirmedUser(page, 'member');
  await api.addOrgUser(
    unit.id,
    { name: 'Plain Member', username: member.username, email: member.username },
    'user',
  );
  const other = `other-${uniqueId()}`;
  await api.addOrgUser(
    unit.id,
    { name: 'Made Admin', username: other, email: `${other}@example.com` },
    'admin',
  );

  await page.goto(notificationsPath(unit.id));
  await signInOnLoginPage(page, member);
  const feed = unitTable(page);
  await expect(feed.getByRole('row').filter({ hasText: member.username })).toHaveCount(1);
  await expect(page.getByText(other)).toHaveCount(0);
  // Their own grant reaches them as theirs too.
  const mine = forYouTable(page);
  await expect(mine.getByRole('row').filter({ hasText: member.username })).toHaveCount(1);
});

test('a notification names the unit, the role and the application by their display names', async ({
  page,
}) => {
  await page.goto('/login');
  const api = await AdminApi.signIn(page);
  const unit = await api.createUnit('Named');
  const username = `named-${uniqueId()}`;
  await api.addOrgUser(
    unit.id,
    { name: 'Named Person', username, email: `${username}@example.com` },
    'user',
  );
  await api.addAppUser(unit.id, username, 'ticketapp', 'agent');

  await openSignedIn(page, notificationsPath(unit.id));
  const feed = unitTable(page);
  const rows = feed.getByRole('row').filter({ hasText: username });
  await expect(rows).toHaveCount(2);
  // The seeded configs in force: ticketapp is "Issue Tracker", its role agent "Agent".
  await expect(rows.filter({ hasText: 'Agent in Issue Tracker' })).toHaveCount(1);
  await expect(rows.filter({ hasText: `'${unit.name}' as User` })).toHaveCount(1);
  await expect(rows.filter({ hasText: text.entities.orguser })).toHaveCount(1);
  for (const id of [unit.id, 'ticketapp', 'ORGUNIT']) {
    await expect(feed.getByText(id)).toHaveCount(0);
  }
});
