import { expect, test } from '@playwright/test';

import { commonStrings } from '../../frontend/src/strings/common';
import { orgunitsStrings } from '../../frontend/src/strings/orgunits';
import { ORGUNIT_MESSAGES } from '../../lambdas/orgunit/messages';
import {
  expectFlash,
  openSignedIn,
  orgunitCard,
  PlatformApi,
  recordFlashes,
  shownFlashes,
  recordedEvents,
  uniqueName,
} from './orgunit-pages';

const text = orgunitsStrings.registerOrgunit;

test('register: a blank name is flagged, then the unit is registered, listed and published', async ({
  page,
}) => {
  await recordFlashes(page);
  await page.goto('/login');
  const api = await PlatformApi.signIn(page);
  const parent = await api.createUnit(uniqueName('Register parent'));
  const parentId = parent.data.identifier;

  await openSignedIn(page, `/${parentId}/register-orgunit`);
  await expect(page.getByRole('heading', { level: 1, name: text.heading })).toBeVisible();
  let posts = 0;
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname.endsWith('/orgunit'))
      posts += 1;
  });

  await page.getByLabel(text.name).fill('   ');
  await page.getByRole('button', { name: text.submit, exact: true }).click();
  await expect(page.getByText(commonStrings.validation.allFieldsRequired)).toBeVisible();
  expect(posts).toBe(0);

  const name = uniqueName('Registered unit');
  await page.getByLabel(text.name).fill(name);
  await page.getByLabel(text.description).fill('Made in the browser test');
  await page.getByRole('button', { name: text.submit, exact: true }).click();

  await expectFlash(page, text.succeeded);
  await expect(page).toHaveURL(new RegExp(`/${parentId}/orgunits$`));
  await expect(orgunitCard(page, name)).toBeVisible();
  expect(posts).toBe(1);

  // The seed's core config lists orgunit action C: the console asked for an API-topic event.
  const created = (
    await api.request('GET', `/orgunit?parentOuId=${parentId}`, { ouid: parentId })
  ).body.items?.find((item) => item.data.name === name);
  expect(created).toBeDefined();
  const events = await recordedEvents(page);
  expect(
    events.some(
      (event) =>
        event.message.entity === 'orgunit' &&
        event.message.action === 'create' &&
        event.message.id === created?.data.identifier &&
        event.message.ouid === parentId,
    ),
  ).toBe(true);
});

test('register: a name a sibling already has shows the server message and stays on the form', async ({
  page,
}) => {
  await recordFlashes(page);
  await page.goto('/login');
  const api = await PlatformApi.signIn(page);
  const parent = await api.createUnit(uniqueName('Duplicate parent'));
  const parentId = parent.data.identifier;
  const taken = uniqueName('Taken');
  await api.createUnit(taken, { id: parentId, ouidChain: parent.data.ouidChain });

  await openSignedIn(page, `/${parentId}/register-orgunit`);
  await page.getByLabel(text.name).fill(taken.toUpperCase());
  await page.getByRole('button', { name: text.submit, exact: true }).click();

  await expectFlash(page, ORGUNIT_MESSAGES.duplicateName);
  expect(await shownFlashes(page)).not.toContain(text.succeeded);
  await expect(page).toHaveURL(new RegExp(`/${parentId}/register-orgunit$`));
});

test('register: Cancel goes back to the list without registering', async ({ page }) => {
  await recordFlashes(page);
  await page.goto('/login');
  const api = await PlatformApi.signIn(page);
  const parent = await api.createUnit(uniqueName('Cancel parent'));
  const parentId = parent.data.identifier;

  await openSignedIn(page, `/${parentId}/register-orgunit`);
  await page.getByLabel(text.name).fill(uniqueName('Never registered'));
  await page.getByRole('link', { name: text.cancel, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/${parentId}/orgunits$`));
  await expect(page.getByText(orgunitsStrings.orgunits.empty)).toBeVisible();
});
