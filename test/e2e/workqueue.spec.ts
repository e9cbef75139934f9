/**
 * Issue 14, Workqueue: an admin of a unit requests the deletion of its child; the ROOT admin sees
 * the request with its preview, approves it (the unit leaves its parent's child organisations),
 * finds it under Deleted units and restores it. The requester sees their own request pending
 * without Approve, and the server refuses their approval anyway; a rejection needs a reason.
 */
import { expect, type Page, test } from '@playwright/test';

import { orgunitsStrings } from '../../frontend/src/strings/orgunits';
import { workqueueStrings } from '../../frontend/src/strings/workqueue';
import { ROOT_UNIT_ID } from '../../local/seed-data';
import { createConfirmedUser, type TestUser } from './account-users';
import { softExpectNoAxeViolations } from './axe';
import {
  expectFlash,
  openSignedIn,
  orgunitCard,
  PlatformApi,
  recordFlashes,
} from './orgunit-pages';
import { AdminApi, uniqueId } from './orguser-pages';

const text = workqueueStrings;

test.use({ reducedMotion: 'reduce' });

const workqueuePath = (ouid: string) => `/${ouid}/org-workqueue-dash`;
const row = (page: Page, name: string) =>
  page.getByRole('row').filter({ has: page.getByRole('rowheader', { name, exact: true }) });
const dialog = (page: Page) => page.getByRole('dialog');
/** A preview count of nothing (none found, none left out). */
const NONE = { count: 0, more: false };

interface Requested {
  parent: { id: string; ouidChain: string };
  victim: { id: string; name: string };
  requester: TestUser;
  requesterApi: PlatformApi;
}

/** A parent under ou-root with a child, and an admin of the parent who asks to delete the child. */
async function requestedDeletion(page: Page): Promise<Requested> {
  await page.goto('/login');
  const admin = await PlatformApi.signIn(page);
  const parentUnit = await admin.createUnit(`Workqueue parent ${uniqueId()}`);
  const parent = { id: parentUnit.data.identifier, ouidChain: parentUnit.data.ouidChain };
  const name = `Workqueue victim ${uniqueId()}`;
  const victim = (await admin.createUnit(name, parent)).data.identifier;
  const requester = await createConfirmedUser(page, 'requester');
  await (
    await AdminApi.signIn(page)
  ).addOrgUser(
    parent.id,
    { name: 'Requester', username: requester.username, email: requester.username },
    'admin',
  );
  const requesterApi = await PlatformApi.signIn(page, requester);
  await requesterApi.succeeding('DELETE', `/orgunit/${victim}`, { ouid: parent.id });
  return { parent, victim: { id: victim, name }, requester, requesterApi };
}

test('the ROOT admin approves a request after its preview, then restores the unit', async ({
  page,
}) => {
  const { parent, victim } = await requestedDeletion(page);
  await recordFlashes(page);
  await openSignedIn(page, workqueuePath(ROOT_UNIT_ID));
  await expect(page.getByRole('heading', { level: 1, name: text.page.heading })).toBeVisible();
  const request = row(page, victim.name);
  await expect(request.getByText(text.preview.summary(NONE, NONE, NONE, NONE))).toBeVisible();
  await softExpectNoAxeViolations(page, 'workqueue with a pending request');

  await request.getByRole('button', { name: text.requests.approveLabel(victim.name) }).click();
  await expect(dialog(page).getByText(text.approveDialog.question(victim.name))).toBeVisible();
  await dialog(page).getByRole('button', { name: text.approveDialog.confirm }).click();
  await expectFlash(page, text.requests.approved(victim.name));
  await expect(request).toHaveCount(0);

  await page.goto(`/${parent.id}/orgunits`);
  await expect(
    page.getByRole('heading', { level: 1, name: orgunitsStrings.orgunits.heading }),
  ).toBeVisible();
  await expect(page.getByText(orgunitsStrings.orgunits.empty)).toBeVisible();
  await expect(orgunitCard(page, victim.name)).toHaveCount(0);

  await page.goto(workqueuePath(ROOT_UNIT_ID));
  await page.getByRole('tab', { name: text.page.deletedTab }).click();
  const deleted = row(page, victim.name);
  await expect(deleted.getByText(text.deleted.days(30))).toBeVisible();
  await deleted.getByRole('button', { name: text.deleted.restoreLabel(victim.name) }).click();
  await dialog(page).getByRole('button', { name: text.restoreDialog.confirm }).click();
  await expectFlash(page, text.deleted.restored(victim.name));
  await expect(deleted).toHaveCount(0);

  await page.goto(`/${parent.id}/orgunits`);
  await expect(orgunitCard(page, victim.name)).toBeVisible();
});

test('the requester sees their own request pending without Approve; the server refuses it', async ({
  page,
}) => {
  const { parent, victim, requester, requesterApi } = await requestedDeletion(page);
  await openSignedIn(page, workqueuePath(parent.id), requester);
  const request = row(page, victim.name);
  await expect(request.getByText(text.requests.ownRequest)).toBeVisible();
  await expect(request.getByRole('button')).toHaveCount(0);

  const answer = await requesterApi.request('POST', `/orgunit/${victim.id}/deletion/approve`, {
    ouid: parent.id,
    body: {},
  });
  expect(answer.status).toBe(403);
  expect(answer.body.error).toContain('requested this deletion yourself');
});

test('rejecting needs a reason, and removes the request', async ({ page }) => {
  const { victim } = await requestedDeletion(page);
  await recordFlashes(page);
  await openSignedIn(page, workqueuePath(ROOT_UNIT_ID));
  const request = row(page, victim.name);
  await request.getByRole('button', { name: text.requests.rejectLabel(victim.name) }).click();
  await dialog(page).getByRole('button', { name: text.rejectDialog.confirm }).click();
  await expect(dialog(page).getByText(text.rejectDialog.blank)).toBeVisible();
  await softExpectNoAxeViolations(page, 'reject dialog with a validation error');
  await dialog(page).getByLabel(text.rejectDialog.reasonLabel).fill('Still serving customers');
  await dialog(page).getByRole('button', { name: text.rejectDialog.confirm }).click();
  await expectFlash(page, text.requests.rejected(victim.name));
  await expect(request).toHaveCount(0);
});
