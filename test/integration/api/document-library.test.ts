/**
 * The documents of a unit: registering an upload (size and type as S3 stored them), the list
 * newest first and paged, viewing and downloading through signed URLs, deleting (admins only),
 * and the refusals: other units, members deleting, keys outside the unit's prefix.
 */
import { randomUUID } from 'node:crypto';

import { PutObjectCommand } from '@aws-sdk/client-s3';

import { LOCAL_RESOURCES } from '../../../local/settings';
import {
  auditRecordsOf,
  newUnit,
  objectSize,
  recordedEvents,
  s3Client,
} from '../support/config-fixture';
import {
  documentCall,
  type DocumentView,
  PIXEL_PNG,
  putObject,
  uploadDocument,
  uploadUrl,
} from '../support/documents-api';
import { adminToken, callerWith, FORBIDDEN } from '../support/orgunit-api';
import { sharedPlatform } from '../support/shared-platform';

const { facts } = sharedPlatform();

let unit: { id: string; chain: string };
let unitAdmin: string;
let member: string;
let otherAdmin: string;

beforeAll(async () => {
  const admin = await adminToken(facts);
  unit = await newUnit(facts, admin);
  [unitAdmin, member, otherAdmin] = await Promise.all([
    callerWith(facts, { [unit.id]: ['admin'] }),
    callerWith(facts, { [unit.id]: ['user'] }),
    callerWith(facts, { 'ou-engineering': ['admin'] }),
  ]);
}, 60_000);

const dataOf = (body: unknown) => (body as { data: DocumentView }).data;

/** Puts an object straight into the bucket, past any signed URL, as only the platform could. */
async function storeDirectly(key: string, body: Uint8Array, contentType: string) {
  const s3 = s3Client(facts);
  try {
    await s3.send(
      new PutObjectCommand({
        Bucket: LOCAL_RESOURCES.documentsBucket,
        Key: key,
        Body: body,
        ContentType: contentType,
      }),
    );
  } finally {
    s3.destroy();
  }
}

describe('POST /document', () => {
  it('registers an upload with the size and type S3 stored, an audit record and the event', async () => {
    const { uploadURL, key } = await uploadUrl(facts, member, unit.id, PIXEL_PNG.length);
    expect((await putObject(uploadURL, PIXEL_PNG)).status).toBe(200);
    const answer = await documentCall(facts, member, unit.id, '/document?publishToApiTopic=true', {
      method: 'POST',
      body: { key, name: '  Team logo.png ' },
    });
    expect(answer.status).toBe(201);
    const document = dataOf(answer.body);
    expect(document).toEqual({
      id: key.slice(unit.id.length + 1, unit.id.length + 37),
      ouid: unit.id,
      name: 'Team logo.png',
      contentType: 'image/png',
      size: PIXEL_PNG.length,
      uploadedBy: expect.stringMatching(/^ou-test-/),
      uploadedAt: expect.any(String),
    });
    const audit = await auditRecordsOf(facts, unit.id);
    expect(audit).toContainEqual(
      expect.objectContaining({
        action: 'create',
        targetEntity: 'document',
        targetId: document.id,
      }),
    );
    expect(await recordedEvents(facts)).toContainEqual(
      expect.objectContaining({
        message: expect.objectContaining({ entity: 'document', action: 'create', id: document.id }),
      }),
    );

    const again = await documentCall(facts, member, unit.id, '/document', {
      method: 'POST',
      body: { key, name: 'Again.png' },
    });
    expect(again.status).toBe(409);
  });

  it('refuses a key outside the acting unit with the same 403 whether or not it exists', async () => {
    const foreign = await uploadUrl(facts, otherAdmin, 'ou-engineering', PIXEL_PNG.length);
    expect((await putObject(foreign.uploadURL, PIXEL_PNG)).status).toBe(200);
    for (const key of [foreign.key, `ou-engineering/${randomUUID()}.png`]) {
      const answer = await documentCall(facts, unitAdmin, unit.id, '/document', {
        method: 'POST',
        body: { key, name: 'Not ours.png' },
      });
      expect(answer).toMatchObject({ status: 403, body: FORBIDDEN });
    }
  });

  it('answers 400 for nothing uploaded or a stored object that is not an accepted image', async () => {
    const missing = await documentCall(facts, unitAdmin, unit.id, '/document', {
      method: 'POST',
      body: { key: `${unit.id}/${randomUUID()}.png`, name: 'Missing.png' },
    });
    expect(missing.status).toBe(400);

    const htmlKey = `${unit.id}/${randomUUID()}.png`;
    await storeDirectly(htmlKey, Buffer.from('<script>alert(1)</script>'), 'text/html');
    const html = await documentCall(facts, unitAdmin, unit.id, '/document', {
      method: 'POST',
      body: { key: htmlKey, name: 'Page.png' },
    });
    expect(html.status).toBe(400);
  });

  it('answers 413 for a stored object over the limit, whatever the caller says', async () => {
    const key = `${unit.id}/${randomUUID()}.png`;
    await storeDirectly(key, new Uint8Array(5_000_001), 'image/png');
    const answer = await documentCall(facts, unitAdmin, unit.id, '/document', {
      method: 'POST',
      body: { key, name: 'Huge.png' },
    });
    expect(answer.status).toBe(413);
  });

  it.each([
    ['an unknown field', { size: 1 }],
    ['a blank name', { name: '   ' }],
    ['a key the upload route never makes', { key: 'ou-x/../../etc/passwd' }],
  ])('answers 400 for %s', async (_case, change) => {
    const answer = await documentCall(facts, unitAdmin, unit.id, '/document', {
      method: 'POST',
      body: { key: `${unit.id}/${randomUUID()}.png`, name: 'Fine.png', ...change },
    });
    expect(answer.status).toBe(400);
  });
});

describe('GET /document', () => {
  it('lists the unit’s documents newest first, page by page', async () => {
    const own = await newUnit(facts, await adminToken(facts));
    const owner = await callerWith(facts, { [own.id]: ['user'] });
    for (const name of ['first.png', 'second.png', 'third.png']) {
      expect((await uploadDocument(facts, owner, own.id, name)).status).toBe(201);
    }
    const first = await documentCall(facts, owner, own.id, '/document?limit=2');
    expect(first.status).toBe(200);
    const page = first.body as { items: DocumentView[]; nextToken?: string };
    expect(page.items.map((item) => item.name)).toEqual(['third.png', 'second.png']);
    expect(page.nextToken).toEqual(expect.any(String));
    const second = await documentCall(
      facts,
      owner,
      own.id,
      `/document?limit=2&nextToken=${page.nextToken}`,
    );
    expect(second.body).toEqual({ items: [expect.objectContaining({ name: 'first.png' })] });

    const forged = Buffer.from(JSON.stringify({ GSI1PK: `DOCS#${unit.id}` })).toString('base64url');
    const refused = await documentCall(facts, owner, own.id, `/document?nextToken=${forged}`);
    expect(refused.status).toBe(400);
    // Another unit's admin sees none of them, even naming the unit.
    const outsider = await documentCall(facts, otherAdmin, own.id, '/document');
    expect(outsider).toMatchObject({ status: 403, body: FORBIDDEN });
  });

  it.each([
    ['limit=0', 'limit=0'],
    ['upload parameters without signedUrl', 'contentType=image/png&contentLength=10'],
    ['an unknown parameter', 'sort=oldest'],
  ])('answers 400 for %s', async (_case, query) => {
    const answer = await documentCall(facts, member, unit.id, `/document?${query}`);
    expect(answer.status).toBe(400);
  });
});

describe('GET /document/{documentId}', () => {
  it('gives a member signed URLs that show and download the image', async () => {
    const document = dataOf((await uploadDocument(facts, unitAdmin, unit.id, 'Logo é.png')).body);
    const answer = await documentCall(facts, member, unit.id, `/document/${document.id}`);
    expect(answer.status).toBe(200);
    const { data, viewURL, downloadURL } = answer.body as {
      data: DocumentView;
      viewURL: string;
      downloadURL: string;
    };
    expect(data).toEqual(document);

    const view = await fetch(viewURL);
    expect(view.status).toBe(200);
    expect(view.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await view.arrayBuffer()).equals(PIXEL_PNG)).toBe(true);
    const download = await fetch(downloadURL);
    expect(download.status).toBe(200);
    expect(download.headers.get('content-disposition')).toBe(
      `attachment; filename="Logo _.png"; filename*=UTF-8''Logo%20%C3%A9.png`,
    );
    // The signature covers the key: the same URL names no other object.
    const tampered = await fetch(viewURL.replace(document.id, randomUUID()));
    expect(tampered.status).toBe(403);
  });

  it('refuses another unit’s admin the same way whether or not the document exists', async () => {
    const document = dataOf((await uploadDocument(facts, unitAdmin, unit.id, 'Private.png')).body);
    const answers = await Promise.all([
      documentCall(facts, otherAdmin, unit.id, `/document/${document.id}`),
      documentCall(facts, otherAdmin, 'ou-engineering', `/document/${document.id}`),
      documentCall(facts, otherAdmin, 'ou-engineering', `/document/${randomUUID()}`),
      documentCall(facts, unitAdmin, unit.id, `/document/${randomUUID()}`),
    ]);
    for (const answer of answers) expect(answer).toMatchObject({ status: 403, body: FORBIDDEN });
    const malformed = await documentCall(facts, member, unit.id, '/document/not-a-document');
    expect(malformed.status).toBe(400);
  });
});

describe('DELETE /document/{documentId}', () => {
  it('lets only an admin of the unit delete: the object, the record, an audit record', async () => {
    const document = dataOf((await uploadDocument(facts, member, unit.id, 'Old.png')).body);
    const path = `/document/${document.id}`;
    const { items } = (await documentCall(facts, member, unit.id, '/document')).body as {
      items: DocumentView[];
    };
    const key = `${unit.id}/${document.id}`;
    const size = () => objectSize(facts, LOCAL_RESOURCES.documentsBucket, `${key}-pixel.png`);
    expect(items.map((item) => item.id)).toContain(document.id);
    expect(await size()).toBe(PIXEL_PNG.length);

    for (const [token, ouid] of [
      [member, unit.id],
      [otherAdmin, unit.id],
      [otherAdmin, 'ou-engineering'],
    ] as const) {
      const refused = await documentCall(facts, token, ouid, path, { method: 'DELETE' });
      expect(refused).toMatchObject({ status: 403, body: FORBIDDEN });
    }
    expect(await size()).toBe(PIXEL_PNG.length);

    const deleted = await documentCall(facts, unitAdmin, unit.id, path, { method: 'DELETE' });
    expect(deleted.status).toBe(200);
    expect(dataOf(deleted.body).id).toBe(document.id);
    expect(await size()).toBeUndefined();
    expect((await documentCall(facts, member, unit.id, path)).status).toBe(403);
    const after = (await documentCall(facts, member, unit.id, '/document')).body as {
      items: DocumentView[];
    };
    expect(after.items.map((item) => item.id)).not.toContain(document.id);
    expect(await auditRecordsOf(facts, unit.id)).toContainEqual(
      expect.objectContaining({
        action: 'delete',
        targetEntity: 'document',
        targetId: document.id,
      }),
    );
  });
});
