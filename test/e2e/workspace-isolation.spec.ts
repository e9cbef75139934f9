/**
 * Issue 14: the workspace screens keep a unit's documents, teams and deletion requests to the
 * people who may see them: an admin of another unit gets the not-found page and 403s, and a
 * member of the unit cannot decide on a deletion request, in the console or through the API.
 */
import { expect, test } from '@playwright/test';

import { commonStrings } from '../../frontend/src/strings/common';
import { grantUnitRoles } from './account-grants';
import { createConfirmedUser, forgetSession } from './account-users';
import { signInOnLoginPage } from './console-pages';
import { PlatformApi, uniqueName } from './orgunit-pages';

const SALES = { id: 'ou-sales', ouidChain: 'ou-root/ou-sales' };
const WORKSPACES = ['document-dash', 'teams', 'org-workqueue-dash'];

test('an outsider sees none of a unit’s workspaces; a member cannot decide on its deletions', async ({
  page,
}) => {
  await page.goto('/login');
  const adminApi = await PlatformApi.signIn(page);
  const { data: unit } = await adminApi.createUnit(uniqueName('Isolated'), SALES);
  const requested = await adminApi.request('DELETE', `/orgunit/${unit.identifier}`, {
    ouid: SALES.id,
  });
  expect(requested.status).toBeLessThan(300);
  const member = await createConfirmedUser(page, 'ws-member');
  await grantUnitRoles(member, SALES.id, ['user']);
  const outsider = await createConfirmedUser(page, 'ws-outsider');
  await grantUnitRoles(outsider, 'ou-engineering', ['admin']);

  const outsiderApi = await PlatformApi.signIn(page, outsider);
  for (const path of [
    '/document',
    '/team',
    '/workqueue/deletion-requests',
    `/orgunit/${unit.identifier}/deletion`,
  ]) {
    const answer = await outsiderApi.request('GET', path, { ouid: SALES.id });
    expect({ path, status: answer.status }).toEqual({ path, status: 403 });
  }
  const memberApi = await PlatformApi.signIn(page, member);
  for (const api of [memberApi, outsiderApi]) {
    const approve = await api.request('POST', `/orgunit/${unit.identifier}/deletion/approve`, {
      ouid: SALES.id,
      body: {},
    });
    expect(approve.status).toBe(403);
  }
  const pending = await adminApi.request('GET', '/workqueue/deletion-requests', { ouid: SALES.id });
  const requests = (pending.body.items ?? []) as unknown as { identifier: string }[];
  expect(requests.map((request) => request.identifier)).toContain(unit.identifier);

  const [first, ...others] = WORKSPACES;
  await page.goto(`/${SALES.id}/${first}`);
  await signInOnLoginPage(page, outsider);
  // A unit the outsider does not cover is, to them, no unit at all (issue 37 §9): not found.
  const notFound = page.getByRole('heading', { level: 1, name: commonStrings.notFound.heading });
  await expect(notFound).toBeVisible();
  for (const workspace of others) {
    await page.goto(`/${SALES.id}/${workspace}`);
    await expect(notFound).toBeVisible();
  }

  await forgetSession(page);
  await page.goto(`/${SALES.id}/org-workqueue-dash`);
  await signInOnLoginPage(page, member);
  await expect(page.getByText(commonStrings.permission.denied)).toBeVisible();
  await expect(page.getByText(unit.name)).toHaveCount(0);
});
