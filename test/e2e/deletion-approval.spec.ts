/**
 * Issue 37 §1: a tenant with one admin can finish a deletion. The sole admin requests a unit's
 * deletion in the console, reads on the request that a platform administrator may approve it and
 * cannot approve it themself; the system admin approves it from the workqueue of the SYSTEM unit,
 * where it is listed with its tenant; the unit is gone.
 */
import { expect, type Page, test } from '@playwright/test';

import { orgunitsStrings } from '../../frontend/src/strings/orgunits';
import { workqueueStrings } from '../../frontend/src/strings/workqueue';
import { SYSTEM_UNIT_ID } from '../../local/seed-data';
import { createConfirmedUser, forgetSession } from './account-users';
import { expectFlash, openSignedIn, PlatformApi, recordFlashes, uniqueName } from './orgunit-pages';

const text = workqueueStrings;
const details = orgunitsStrings.orgunitDetails;

test.use({ reducedMotion: 'reduce' });

const workqueuePath = (ouid: string) => `/${ouid}/org-workqueue-dash`;
const row = (page: Page, name: string) =>
  page.getByRole('row').filter({ has: page.getByRole('rowheader', { name, exact: true }) });

test('a sole tenant admin’s deletion request is approved by a platform administrator', async ({
  page,
}) => {
  await recordFlashes(page);
  await page.goto('/login');
  const system = await PlatformApi.signIn(page);
  const owner = await createConfirmedUser(page, 'sole-admin');
  const tenantName = uniqueName('Sole admin tenant');
  const { data: tenant } = await system.succeeding<{ data: { identifier: string } }>(
    'POST',
    '/tenant',
    {
      ouid: SYSTEM_UNIT_ID,
      body: { name: tenantName, admin: { kind: 'existing', username: owner.username } },
    },
  );
  const root = { id: tenant.identifier, ouidChain: tenant.identifier };
  const ownerApi = await PlatformApi.signIn(page, owner);
  const name = uniqueName('Unit to delete');
  const unitId = (await ownerApi.createUnit(name, root)).data.identifier;

  // The sole admin asks for the deletion in the console.
  await openSignedIn(page, `/${root.id}/orgunit/${unitId}`, owner);
  await page.getByRole('button', { name: details.delete, exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: details.delete, exact: true }).click();
  await expectFlash(page, details.deletionRequested);

  // Their workqueue says who may approve it, and offers them no decision.
  await page.goto(workqueuePath(root.id));
  const own = row(page, name);
  await expect(own.getByText(text.requests.platformAdmin, { exact: true })).toBeVisible();
  await expect(own.getByText(text.requests.ownRequest)).toBeVisible();
  await expect(own.getByRole('button')).toHaveCount(0);

  // The system admin finds it on the SYSTEM unit's workqueue, with its tenant, and approves it.
  await forgetSession(page);
  await openSignedIn(page, workqueuePath(SYSTEM_UNIT_ID));
  await expect(page.getByRole('heading', { name: text.requests.platformHeading })).toBeVisible();
  const waiting = row(page, name);
  await expect(waiting.getByText(tenantName, { exact: true })).toBeVisible();
  await expect(waiting.getByText(text.requests.platformAdmin, { exact: true })).toBeVisible();
  await waiting.getByRole('button', { name: text.requests.approveLabel(name) }).click();
  await page.getByRole('dialog').getByRole('button', { name: text.approveDialog.confirm }).click();
  await expectFlash(page, text.requests.approved(name));
  await expect(waiting).toHaveCount(0);

  // The unit is gone for its tenant.
  const gone = await ownerApi.request('GET', `/orgunit/${unitId}`, { ouid: root.id });
  expect(gone.status).toBe(404);
});
