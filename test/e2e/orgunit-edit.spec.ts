import { expect, type Page, test } from '@playwright/test';

import { orgunitsStrings } from '../../frontend/src/strings/orgunits';
import { ROOT_UNIT_ID } from '../../local/seed-data';
import { expectFlash, openSignedIn, PlatformApi, recordFlashes, uniqueName } from './orgunit-pages';

const text = orgunitsStrings.editOrgunit;
const labels = orgunitsStrings.orgHome;

function countPuts(page: Page): () => number {
  let puts = 0;
  page.on('request', (request) => {
    if (request.method() === 'PUT' && new URL(request.url()).pathname.includes('/orgunit/')) {
      puts += 1;
    }
  });
  return () => puts;
}

test('edit: read-only fields, an editable name, format checks, then the update shows on the details page', async ({
  page,
}) => {
  await recordFlashes(page);
  await page.goto('/login');
  const api = await PlatformApi.signIn(page);
  const name = uniqueName('Editable unit');
  const unit = await api.createUnit(name);
  const id = unit.data.identifier;

  await openSignedIn(page, `/${ROOT_UNIT_ID}/orgunit/${id}`);
  await page.getByRole('link', { name: orgunitsStrings.orgunitDetails.edit, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/${ROOT_UNIT_ID}/edit-orgunit/${id}$`));
  await expect(page.getByRole('heading', { level: 1, name: text.heading })).toBeVisible();
  for (const label of [labels.type, labels.createdDate, labels.lastModifiedDate]) {
    await expect(page.getByLabel(label, { exact: true })).toHaveAttribute('readonly');
  }
  // Issue 37: the name is editable (a rename); the type reads as words.
  await expect(page.getByLabel(labels.name, { exact: true })).not.toHaveAttribute('readonly');
  await expect(page.getByLabel(labels.name, { exact: true })).toHaveValue(name);
  await expect(page.getByLabel(labels.type, { exact: true })).toHaveValue(
    orgunitsStrings.unitTypes.ORGUNIT,
  );
  await expect(page.getByLabel(labels.description, { exact: true })).toHaveValue(
    unit.data.description,
  );

  const puts = countPuts(page);
  await page.getByLabel(labels.email, { exact: true }).fill('not-an-address');
  await page.getByLabel(labels.mobile, { exact: true }).fill('call me');
  await page.getByRole('button', { name: text.update }).click();
  await expect(page.getByText(text.invalidEmail)).toBeVisible();
  await expect(page.getByText(text.invalidMobile)).toBeVisible();
  expect(puts()).toBe(0);

  await page.getByLabel(labels.email, { exact: true }).fill('unit@example.com');
  await page.getByLabel(labels.mobile, { exact: true }).fill('+91 98765 43210');
  await page.getByLabel(labels.description, { exact: true }).fill('Edited in the browser');
  await page.getByRole('button', { name: text.update }).click();

  await expectFlash(page, text.succeeded);
  await expect(page).toHaveURL(new RegExp(`/${ROOT_UNIT_ID}/orgunit/${id}$`));
  await expect(page.getByText('unit@example.com', { exact: true })).toBeVisible();
  await expect(page.getByText('+91 98765 43210', { exact: true })).toBeVisible();
  await expect(page.getByText('Edited in the browser', { exact: true })).toBeVisible();
  expect(puts()).toBe(1);
  const stored = await api.getUnit(id);
  expect(stored.data).toMatchObject({
    name,
    emailId: 'unit@example.com',
    mobile: '+91 98765 43210',
    description: 'Edited in the browser',
  });
  expect(stored.version).toBe(unit.version + 1);
});

test('edit: a change made elsewhere after the form loaded is a conflict, never overwritten', async ({
  page,
}) => {
  await recordFlashes(page);
  await page.goto('/login');
  const api = await PlatformApi.signIn(page);
  const name = uniqueName('Contested unit');
  const unit = await api.createUnit(name);
  const id = unit.data.identifier;

  await openSignedIn(page, `/${ROOT_UNIT_ID}/edit-orgunit/${id}`);
  await expect(page.getByLabel(labels.name, { exact: true })).toHaveValue(name);

  // Another admin changes the unit behind the console's back.
  const other = await api.request('PUT', `/orgunit/${id}`, {
    ouid: id,
    body: { version: unit.version, data: { name, description: 'Changed by someone else' } },
  });
  expect(other.status).toBe(200);

  await page.getByLabel(labels.mobile, { exact: true }).fill('12345');
  await page.getByRole('button', { name: text.update }).click();
  const conflict = page.getByText(text.conflict);
  await expect(conflict).toBeVisible();
  const stored = await api.getUnit(id);
  expect(stored.data.description).toBe('Changed by someone else');
  expect(stored.data.mobile).toBe('');
  await expect(page).toHaveURL(new RegExp(`/edit-orgunit/${id}$`));

  await page.getByRole('button', { name: text.reload, exact: true }).click();
  await expect(page.getByLabel(labels.description, { exact: true })).toHaveValue(
    'Changed by someone else',
  );
  await expect(conflict).toHaveCount(0);
  await page.getByLabel(labels.mobile, { exact: true }).fill('12345');
  await page.getByRole('button', { name: text.update }).click();
  await expectFlash(page, text.succeeded);
  const merged = await api.getUnit(id);
  expect(merged.data).toMatchObject({ description: 'Changed by someone else', mobile: '12345' });
});
