/**
 * The documents screen against the whole local platform: a real PNG uploaded through the file
 * picker (with its progress), listed and previewed through its signed URL; a body one byte over
 * the signed size refused by S3 itself; a text file renamed `.png` refused by its content; a member
 * without Delete whose delete the API refuses; an admin deleting through the confirmation.
 */
import { expect, type Page, test } from '@playwright/test';

import { documentsStrings } from '../../frontend/src/strings/documents';
import { DOCUMENT_MESSAGES } from '../../lambdas/document/messages';
import { formatSize } from '../../frontend/src/pages/document-dash/format-size';
import { createConfirmedUser, type TestUser } from './account-users';
import { expectNoAxeViolations } from './axe';
import { grantUnitRoles } from './account-grants';
import { expectFlash, openSignedIn, PlatformApi, recordFlashes, uniqueName } from './orgunit-pages';

const text = documentsStrings;
const MAX_BYTES = 5_000_000;

/** A real 2×2 PNG (red, green, blue, white pixels). */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP4z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==',
  'base64',
);

interface UploadUrl {
  uploadURL: string;
  key: string;
}

function uploadUrlPath(size: number, type = 'image/png') {
  return `/document?signedUrl=true&contentType=${type}&contentLength=${size}`;
}

/** Uploads and registers an image behind the console's back, as another member would. */
async function uploadThroughApi(api: PlatformApi, ouid: string, name: string) {
  const { uploadURL, key } = await api.succeeding<UploadUrl>('GET', uploadUrlPath(PNG.length), {
    ouid,
  });
  const put = await fetch(uploadURL, {
    method: 'PUT',
    headers: { 'content-type': 'image/png' },
    body: PNG,
  });
  expect(put.status).toBe(200);
  const answer = await api.succeeding<{ data: { id: string } }>('POST', '/document', {
    ouid,
    body: { key, name },
  });
  return answer.data.id;
}

function documentRow(page: Page, name: string) {
  return page
    .getByRole('row')
    .filter({ has: page.getByRole('button', { name: text.table.preview(name) }) });
}

async function newMember(page: Page, ouid: string): Promise<TestUser> {
  const user = await createConfirmedUser(page, 'doc-member');
  await grantUnitRoles(user, ouid, ['user']);
  return user;
}

test('uploads a PNG chosen with the file picker, lists it and previews it', async ({ page }) => {
  await recordFlashes(page);
  await page.goto('/login');
  const api = await PlatformApi.signIn(page);
  const unit = await api.createUnit(uniqueName('Documents'));
  const ouid = unit.data.identifier;
  await openSignedIn(page, `/${ouid}/document-dash`);
  await expect(page.getByRole('heading', { level: 1, name: text.dash.heading })).toBeVisible();
  await expect(page.getByText(text.table.empty)).toBeVisible();

  const name = `${uniqueName('logo')}.png`;
  await page.locator('input[type="file"]').setInputFiles([
    { name, mimeType: 'image/png', buffer: PNG },
    { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not an image') },
  ]);
  // The console refuses the text file before any upload; the PNG goes.
  await expect(page.getByText(text.upload.notAccepted)).toBeVisible();
  await page.getByRole('button', { name: text.upload.start, exact: true }).click();
  await expectFlash(page, text.upload.succeeded(1));
  await expect(page.getByText(text.upload.uploaded).first()).toBeVisible();

  const row = documentRow(page, name);
  await expect(row).toBeVisible();
  await expect(row).toContainText(formatSize(PNG.length));
  await expect(row).toContainText('image/png');
  await expect(page.getByRole('button', { name: text.table.preview('notes.txt') })).toHaveCount(0);

  await expectNoAxeViolations(page, 'documents with an upload done and a document listed');

  await row.getByRole('button', { name: text.table.preview(name) }).click();
  const image = page.getByRole('dialog').getByRole('img', { name: text.preview.imageAlt(name) });
  await expect(image).toBeVisible();
  // The signed URL served the stored image itself: 2×2 pixels.
  await expect
    .poll(() => image.evaluate((img) => (img as unknown as { naturalWidth: number }).naturalWidth))
    .toBe(2);
  const download = page
    .getByRole('dialog')
    .getByRole('link', { name: text.table.downloadOf(name) });
  await expect(download).toHaveAttribute('href', /X-Amz-Signature=/);
  await expectNoAxeViolations(page, 'a document previewed');
});

test('S3 itself refuses a body one byte larger than the signed size', async ({ page }) => {
  await page.goto('/login');
  const api = await PlatformApi.signIn(page);
  const ouid = 'ou-sales';
  // The page (the console's origin, which the bucket's CORS admits) sends the body itself.
  // The API signs at most 5,000,000 bytes; a page that sends more anyway is refused by S3.
  const signed = await api.succeeding<UploadUrl>('GET', uploadUrlPath(MAX_BYTES), { ouid });
  const put = (bytes: number) =>
    page.evaluate(
      ({ url, size }) =>
        fetch(url, {
          method: 'PUT',
          headers: { 'Content-Type': 'image/png' },
          body: new Uint8Array(size),
        }).then(
          (response) => response.status,
          () => 0,
        ),
      { url: signed.uploadURL, size: bytes },
    );
  expect(await put(MAX_BYTES + 1)).toBe(403);
  // The same URL takes exactly the signed size: the refusal was the size.
  expect(await put(MAX_BYTES)).toBe(200);
  expect((await api.request('GET', uploadUrlPath(MAX_BYTES + 1), { ouid })).status).toBe(413);
});

test('a member sees no Delete, and the API refuses the member’s delete', async ({ page }) => {
  await page.goto('/login');
  const admin = await PlatformApi.signIn(page);
  const ouid = 'ou-sales';
  const name = `${uniqueName('kept')}.png`;
  const id = await uploadThroughApi(admin, ouid, name);
  const member = await newMember(page, ouid);

  await openSignedIn(page, `/${ouid}/document-dash`, member);
  const row = documentRow(page, name);
  await expect(row).toBeVisible();
  await expect(page.getByRole('button', { name: text.table.deleteOf(name) })).toHaveCount(0);
  await expect(page.getByRole('columnheader', { name: text.table.actionsColumn })).toHaveCount(0);

  const asMember = await PlatformApi.signIn(page, member);
  const refused = await asMember.request('DELETE', `/document/${id}`, { ouid });
  expect(refused.status).toBe(403);
  expect((await admin.request('GET', `/document/${id}`, { ouid })).status).toBe(200);
});

test('an admin deletes a document after confirming', async ({ page }) => {
  await recordFlashes(page);
  await page.goto('/login');
  const api = await PlatformApi.signIn(page);
  const ouid = 'ou-sales';
  const name = `${uniqueName('old')}.png`;
  const id = await uploadThroughApi(api, ouid, name);

  await openSignedIn(page, `/${ouid}/document-dash`);
  await documentRow(page, name)
    .getByRole('button', { name: text.table.deleteOf(name) })
    .click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(text.remove.confirm(name));
  await dialog.getByRole('button', { name: text.remove.delete, exact: true }).click();
  await expectFlash(page, text.remove.succeeded);
  await expect(documentRow(page, name)).toHaveCount(0);
  // The system admin, who may see every unit, is told it is gone (others get the usual 403).
  expect((await api.request('GET', `/document/${id}`, { ouid })).status).toBe(404);
});

test('a text file renamed .png is refused with the API’s message and not listed', async ({
  page,
}) => {
  await page.goto('/login');
  const api = await PlatformApi.signIn(page);
  const unit = await api.createUnit(uniqueName('Renamed'));
  const ouid = unit.data.identifier;
  await openSignedIn(page, `/${ouid}/document-dash`);
  await expect(page.getByText(text.table.empty)).toBeVisible();

  const name = `${uniqueName('notes')}.png`;
  await page
    .locator('input[type="file"]')
    .setInputFiles([
      { name, mimeType: 'image/png', buffer: Buffer.from('Meeting notes, not a picture.\n') },
    ]);
  await page.getByRole('button', { name: text.upload.start, exact: true }).click();
  await expect(
    page.getByText(DOCUMENT_MESSAGES.contentMismatch('image/png')).first(),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: text.table.preview(name) })).toHaveCount(0);
  const listed = await api.succeeding<{ items: unknown[] }>('GET', '/document', { ouid });
  expect(listed.items).toEqual([]);
});
