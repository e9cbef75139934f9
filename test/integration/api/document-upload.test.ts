/**
 * GET /document?signedUrl=true: an upload URL bound to the unit, the image type and its size; and
 * POST /document refusing an upload whose bytes are not of its declared type.
 */
import { randomUUID } from 'node:crypto';

import { ROOT_UNIT_ID } from '../../../local/seed-data';
import { LOCAL_RESOURCES } from '../../../local/settings';
import { callApi } from '../support/api';
import { objectSize } from '../support/config-fixture';
import {
  documentCall,
  type DocumentView,
  PIXEL_PNG,
  putObject,
  uploadUrl,
} from '../support/documents-api';
import { errorBody } from '../support/error-body';
import { adminToken, callerWith, FORBIDDEN } from '../support/orgunit-api';
import { sharedPlatform } from '../support/shared-platform';

const { facts } = sharedPlatform();
const MAX_BYTES = 5_000_000;

let member: string;

beforeAll(async () => {
  member = await callerWith(facts, { 'ou-sales': ['user'] });
});

const askForUrl = (token: string, ouid: string, query: string) =>
  callApi(facts, `/document?${query}`, { token, headers: { 'x-ouid': ouid } });

interface UploadAnswer {
  uploadURL: string;
  key: string;
}

describe('GET /document?signedUrl=true', () => {
  it('gives a member an upload URL under the unit that accepts a PUT of the declared size', async () => {
    const size = 2048;
    const answer = await askForUrl(
      member,
      'ou-sales',
      `signedUrl=true&contentType=image/png&contentLength=${size}&fileName=My%20Logo.png`,
    );
    expect(answer.status).toBe(200);
    const { uploadURL, key } = answer.body as UploadAnswer;
    expect(key).toMatch(/^ou-sales\/[0-9a-f-]{36}-My-Logo\.png$/);

    const url = new URL(uploadURL);
    expect(url.pathname).toBe(`/${LOCAL_RESOURCES.documentsBucket}/${key}`);
    // s3rver does not check signatures, so the binding is proven on the signing side.
    const signed = url.searchParams.get('X-Amz-SignedHeaders')?.split(';') ?? [];
    expect(signed).toEqual(expect.arrayContaining(['content-length', 'content-type', 'host']));
    expect(Number(url.searchParams.get('X-Amz-Expires'))).toBeLessThanOrEqual(900);
    expect(url.searchParams.has('x-amz-checksum-crc32')).toBe(false);

    const upload = await fetch(uploadURL, {
      method: 'PUT',
      headers: { 'content-type': 'image/png' },
      body: new Uint8Array(size),
    });
    expect(upload.status).toBe(200);
    expect(await objectSize(facts, LOCAL_RESOURCES.documentsBucket, key)).toBe(size);
  });

  it('is refused by S3 itself for a body of another size or type than the signed one', async () => {
    const size = 1000;
    const answer = await askForUrl(
      member,
      'ou-sales',
      `signedUrl=true&contentType=image/png&contentLength=${size}`,
    );
    const { uploadURL, key } = answer.body as UploadAnswer;
    const put = (bytes: number, type = 'image/png') =>
      fetch(uploadURL, {
        method: 'PUT',
        headers: { 'content-type': type },
        body: new Uint8Array(bytes),
      });
    for (const refused of [
      await put(size + 1),
      await put(size - 1),
      await put(size, 'image/gif'),
    ]) {
      expect(refused.status).toBe(403);
      expect(await refused.text()).toContain('SignatureDoesNotMatch');
    }
    expect(await objectSize(facts, LOCAL_RESOURCES.documentsBucket, key)).toBeUndefined();
    expect((await put(size)).status).toBe(200);
  });

  it('makes a new random key for every request', async () => {
    const query = 'signedUrl=true&contentType=image/jpeg&contentLength=10';
    const first = (await askForUrl(member, 'ou-sales', query)).body as UploadAnswer;
    const second = (await askForUrl(member, 'ou-sales', query)).body as UploadAnswer;
    expect(first.key).not.toBe(second.key);
    expect(first.key).toMatch(/^ou-sales\/[0-9a-f-]{36}\.jpg$/);
  });

  it('accepts exactly the limit and answers 413 above it, before any URL is made', async () => {
    const at = await askForUrl(
      member,
      'ou-sales',
      `signedUrl=true&contentType=image/webp&contentLength=${MAX_BYTES}`,
    );
    expect(at.status).toBe(200);
    const over = await askForUrl(
      member,
      'ou-sales',
      `signedUrl=true&contentType=image/webp&contentLength=${MAX_BYTES + 1}`,
    );
    expect(over.status).toBe(413);
    expect(over.body).toEqual(errorBody(expect.stringContaining('5000000')));
  });

  it.each([
    ['a non-image type', 'signedUrl=true&contentType=application/pdf&contentLength=10'],
    ['no content type', 'signedUrl=true&contentLength=10'],
    ['no size', 'signedUrl=true&contentType=image/png'],
    ['a size of 0', 'signedUrl=true&contentType=image/png&contentLength=0'],
    ['a size that is not a number', 'signedUrl=true&contentType=image/png&contentLength=1e6'],
    ['no signedUrl flag', 'contentType=image/png&contentLength=10'],
  ])('answers 400 for %s', async (_case, query) => {
    const answer = await askForUrl(member, 'ou-sales', query);
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual(errorBody(expect.any(String)));
  });

  it('refuses an x-ouid outside the caller’s policies, and a caller without a token', async () => {
    const query = 'signedUrl=true&contentType=image/png&contentLength=10';
    expect(await askForUrl(member, ROOT_UNIT_ID, query)).toMatchObject({
      status: 403,
      body: FORBIDDEN,
    });
    expect(await askForUrl(member, 'ou-engineering', query)).toMatchObject({ status: 403 });
    expect((await askForUrl('', 'ou-sales', query)).status).toBe(401);
  });

  it('serves the admin of an ancestor acting on a child unit', async () => {
    const admin = await adminToken(facts);
    const answer = await askForUrl(
      admin,
      'ou-sales-north',
      'signedUrl=true&contentType=image/gif&contentLength=10',
    );
    expect(answer.status).toBe(200);
    expect((answer.body as UploadAnswer).key.startsWith('ou-sales-north/')).toBe(true);
  });
});

describe('POST /document: the upload’s content against its declared type', () => {
  /** Uploads `body` as image/png through a signed URL, then asks to register it. */
  async function uploadAsPng(body: Uint8Array, name: string) {
    const { uploadURL, key } = await uploadUrl(facts, member, 'ou-sales', body.length);
    expect((await putObject(uploadURL, body)).status).toBe(200);
    const answer = await documentCall(facts, member, 'ou-sales', '/document', {
      method: 'POST',
      body: { key, name },
    });
    return { key, answer };
  }

  async function listedNames(): Promise<string[]> {
    const list = await documentCall(facts, member, 'ou-sales', '/document?limit=100');
    expect(list.status).toBe(200);
    return (list.body as { items: DocumentView[] }).items.map((item) => item.name);
  }

  it('refuses a text file declared image/png with a clear 400, removes it, registers nothing', async () => {
    const name = `renamed-${randomUUID()}.png`;
    const text = new TextEncoder().encode('Just some notes, not a picture.\n');
    const { key, answer } = await uploadAsPng(text, name);
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual(errorBody(expect.stringContaining('image/png')));
    expect(await objectSize(facts, LOCAL_RESOURCES.documentsBucket, key)).toBeUndefined();
    expect(await listedNames()).not.toContain(name);
  });

  it('registers a real PNG and keeps its object', async () => {
    const name = `pixel-${randomUUID()}.png`;
    const { key, answer } = await uploadAsPng(PIXEL_PNG, name);
    expect(answer.status).toBe(201);
    expect((answer.body as { data: DocumentView }).data).toMatchObject({
      name,
      contentType: 'image/png',
      size: PIXEL_PNG.length,
    });
    expect(await objectSize(facts, LOCAL_RESOURCES.documentsBucket, key)).toBe(PIXEL_PNG.length);
    expect(await listedNames()).toContain(name);
  });
});
