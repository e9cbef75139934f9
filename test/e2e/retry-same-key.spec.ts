/**
 * Issue 17 §4: the console sends one Idempotency-Key per submit. A create whose answer is lost on
 * the way back (it reached the server; the browser saw a network error) and is saved again makes
 * exactly one unit, and the form succeeds with the first request's answer. A document whose
 * registration answer is lost keeps its file in the picker; uploading it again registers the
 * object already stored, with the same key, so the unit gets one document.
 */
import { expect, type Request, test } from '@playwright/test';

import { documentsStrings } from '../../frontend/src/strings/documents';
import { orgunitsStrings } from '../../frontend/src/strings/orgunits';
import { expectFlash, openSignedIn, PlatformApi, recordFlashes, uniqueName } from './orgunit-pages';

const text = orgunitsStrings.registerOrgunit;

function isCreate(request: Request): boolean {
  return request.method() === 'POST' && new URL(request.url()).pathname.endsWith('/orgunit');
}

test('saving again after a lost answer creates one unit and succeeds', async ({ page }) => {
  await recordFlashes(page);
  await page.goto('/login');
  const api = await PlatformApi.signIn(page);
  const parent = await api.createUnit(uniqueName('Retry parent'));
  const parentId = parent.data.identifier;

  const keys: string[] = [];
  let answersLost = 0;
  await page.route(
    (url) => url.pathname.endsWith('/orgunit'),
    async (route) => {
      const request = route.request();
      if (!isCreate(request)) return route.continue();
      keys.push((await request.headerValue('idempotency-key')) ?? '');
      if (answersLost > 0) return route.continue();
      answersLost += 1;
      const delivered = await route.fetch();
      expect(delivered.status()).toBe(201);
      return route.abort('failed');
    },
  );

  await openSignedIn(page, `/${parentId}/register-orgunit`);
  const name = uniqueName('Retried unit');
  await page.getByLabel(text.name).fill(name);
  await page.getByLabel(text.description).fill('Saved twice, made once');
  await page.getByRole('button', { name: text.submit, exact: true }).click();
  await expectFlash(page, text.failed);

  await page.getByRole('button', { name: text.submit, exact: true }).click();
  await expectFlash(page, text.succeeded);
  await expect(page).toHaveURL(new RegExp(`/${parentId}/orgunits$`));

  expect(keys).toHaveLength(2);
  expect(keys[0]).toMatch(/^[A-Za-z0-9_.:-]{1,128}$/);
  expect(keys[1]).toBe(keys[0]);
  const children = await api.request('GET', `/orgunit?parentOuId=${parentId}`, { ouid: parentId });
  expect(children.body.items?.filter((item) => item.data.name === name)).toHaveLength(1);
});

/** A real 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGP4z8DwHwAFAAH/iZk9HQAAAABJRU5ErkJggg==',
  'base64',
);

function isDocumentRegistration(request: Request): boolean {
  return request.method() === 'POST' && new URL(request.url()).pathname.endsWith('/document');
}

test('uploading again after a lost registration answer makes one document', async ({ page }) => {
  const upload = documentsStrings.upload;
  await recordFlashes(page);
  await page.goto('/login');
  const api = await PlatformApi.signIn(page);
  const unit = await api.createUnit(uniqueName('Retry documents'));
  const ouid = unit.data.identifier;

  const registrations: { key: string; body: string }[] = [];
  const uploadUrls: string[] = [];
  await page.route(
    (url) => url.pathname.endsWith('/document'),
    async (route) => {
      const request = route.request();
      if (request.method() === 'GET' && new URL(request.url()).searchParams.has('signedUrl')) {
        uploadUrls.push(request.url());
      }
      if (!isDocumentRegistration(request)) return route.continue();
      registrations.push({
        key: (await request.headerValue('idempotency-key')) ?? '',
        body: request.postData() ?? '',
      });
      if (registrations.length > 1) return route.continue();
      const delivered = await route.fetch();
      expect(delivered.status()).toBe(201);
      return route.abort('failed');
    },
  );

  await openSignedIn(page, `/${ouid}/document-dash`);
  const name = `${uniqueName('retried')}.png`;
  await page
    .locator('input[type="file"]')
    .setInputFiles([{ name, mimeType: 'image/png', buffer: PNG }]);
  const start = page.getByRole('button', { name: upload.start, exact: true });
  await start.click();
  await expectFlash(page, upload.failed);
  // The file stays chosen for another try.
  await expect(start).toBeEnabled();
  await start.click();
  await expectFlash(page, upload.succeeded(1));

  expect(uploadUrls).toHaveLength(1);
  expect(registrations).toHaveLength(2);
  expect(registrations[1]).toEqual(registrations[0]);
  const listed = await api.succeeding<{ items: { name: string }[] }>('GET', '/document', { ouid });
  expect(listed.items.filter((item) => item.name === name)).toHaveLength(1);
});
