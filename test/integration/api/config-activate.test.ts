/** PUT /config/{identifier}: activating a deployed artifact of the acting unit. */
import { randomUUID } from 'node:crypto';

import { ROOT_UNIT_ID } from '../../../local/seed-data';
import { callApi } from '../support/api';
import {
  activate,
  activeConfig,
  auditRecordsOf,
  deployArtifact,
  newUnit,
  recordedEvents,
  VALID_APP_CONFIG,
  VALID_CORE_CONFIG,
} from '../support/config-fixture';
import { adminToken, callerWith, FORBIDDEN } from '../support/orgunit-api';
import { sharedPlatform } from '../support/shared-platform';

const { facts } = sharedPlatform();

let admin: string;
let unit: { id: string; chain: string };

beforeAll(async () => {
  admin = await adminToken(facts);
  unit = await newUnit(facts, admin);
});

/** A fresh application identifier with a deployed artifact under the unit. */
async function deployed(content: unknown = VALID_APP_CONFIG, ouid = unit.id) {
  const identifier = `app-${randomUUID().slice(0, 8)}`;
  const key = `${ouid}/${identifier}.json`;
  const eTag = await deployArtifact(facts, key, content);
  return { identifier, key, eTag, body: { key, identifier, ETag: eTag } };
}

describe('creating an active config (?createArtifact=true)', () => {
  it('activates the artifact, answers {data}, writes the record and an audit record', async () => {
    const { identifier, key, eTag, body } = await deployed();
    const answer = await activate(facts, admin, unit.id, identifier, body);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      data: {
        identifier,
        ouid: unit.id,
        inherited: false,
        key,
        eTag,
        config: VALID_APP_CONFIG,
        createdBy: facts.adminUsername,
        createdDate: expect.any(String),
        version: 1,
      },
    });
    expect(await activeConfig(facts, unit.id, identifier)).toMatchObject({
      key,
      eTag,
      config: VALID_APP_CONFIG,
      version: 1,
    });
    const audits = (await auditRecordsOf(facts, unit.id)).filter((a) => a.targetId === identifier);
    expect(audits).toEqual([
      expect.objectContaining({
        actor: facts.adminUsername,
        action: 'create',
        targetEntity: 'config',
        ouid: unit.id,
      }),
    ]);
  });

  it('validates a core artifact against the core schema', async () => {
    const key = `${unit.id}/releases/${randomUUID()}/core.json`;
    const eTag = await deployArtifact(facts, key, VALID_CORE_CONFIG);
    const answer = await activate(facts, admin, unit.id, 'core', {
      key,
      identifier: 'core',
      ETag: eTag,
    });
    expect(answer.status).toBe(200);
    expect((await activeConfig(facts, unit.id, 'core'))?.config).toEqual(VALID_CORE_CONFIG);
  });

  it('refuses a second create with 409 and leaves the first in place', async () => {
    const { identifier, body } = await deployed();
    expect((await activate(facts, admin, unit.id, identifier, body)).status).toBe(200);
    const again = await activate(facts, admin, unit.id, identifier, body);
    expect(again).toMatchObject({ status: 409, body: { error: 'Already active; use update' } });
    expect((await activeConfig(facts, unit.id, identifier))?.version).toBe(1);
  });

  it('lets exactly one of 20 concurrent creates win', async () => {
    const { identifier, body } = await deployed();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => activate(facts, admin, unit.id, identifier, body)),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(19);
    const audits = (await auditRecordsOf(facts, unit.id)).filter((a) => a.targetId === identifier);
    expect(audits).toHaveLength(1);
  });

  it('answers 409 for a stale ETag (the object was redeployed since it was listed)', async () => {
    const { identifier, key, body } = await deployed();
    await deployArtifact(facts, key, { roles: [{ value: 'other', name: 'Other' }] });
    const answer = await activate(facts, admin, unit.id, identifier, body);
    expect(answer).toMatchObject({
      status: 409,
      body: { error: 'The deployed config changed; reload' },
    });
    expect(await activeConfig(facts, unit.id, identifier)).toBeUndefined();
  });

  it('publishes {entity, action, id, ouid, actor, at} when asked', async () => {
    const { identifier, body } = await deployed();
    const answer = await activate(
      facts,
      admin,
      unit.id,
      identifier,
      body,
      '?createArtifact=true&publishToApiTopic=true',
    );
    expect(answer.status).toBe(200);
    const event = (await recordedEvents(facts)).find(
      (recorded) => (recorded.message as { id?: string }).id === identifier,
    );
    expect(event?.message).toEqual({
      entity: 'config',
      action: 'create',
      id: identifier,
      ouid: unit.id,
      actor: facts.adminUsername,
      at: expect.any(String),
    });
  });
});

describe('updating an active config (?updateArtifact=true)', () => {
  it('keeps createdBy/createdDate, sets modifiedBy/lastModifiedDate and bumps the version', async () => {
    const { identifier, body } = await deployed();
    expect((await activate(facts, admin, unit.id, identifier, body)).status).toBe(200);
    const created = await activeConfig(facts, unit.id, identifier);

    const otherAdmin = await callerWith(facts, { [unit.id]: ['admin'] });
    const newKey = `${unit.id}/v2-${randomUUID().slice(0, 8)}/${identifier}.json`;
    const newConfig = { roles: [{ value: 'lead', name: 'Lead' }] };
    const newETag = await deployArtifact(facts, newKey, newConfig);
    const answer = await activate(
      facts,
      otherAdmin,
      unit.id,
      identifier,
      {
        key: newKey,
        identifier,
        ETag: newETag,
        version: 1,
        createdBy: 'someone-else',
        createdDate: '1999-01-01T00:00:00.000Z',
      },
      '?updateArtifact=true',
    );
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ data: { version: 2, key: newKey, config: newConfig } });

    const updated = await activeConfig(facts, unit.id, identifier);
    expect(updated).toMatchObject({
      key: newKey,
      eTag: newETag,
      config: newConfig,
      version: 2,
      createdBy: created?.createdBy,
      createdDate: created?.createdDate,
      modifiedBy: expect.stringMatching(/^ou-test-/),
    });
    expect(Date.parse(updated?.lastModifiedDate ?? '')).toBeGreaterThanOrEqual(
      Date.parse(created?.createdDate ?? ''),
    );
    const audits = (await auditRecordsOf(facts, unit.id)).filter((a) => a.targetId === identifier);
    expect(audits.map((audit) => audit.action).sort()).toEqual(['create', 'update']);
  });

  it('needs the version (body or If-Match), refuses a stale one with 409, and loses no update', async () => {
    const { identifier, body } = await deployed();
    expect((await activate(facts, admin, unit.id, identifier, body)).status).toBe(200);
    const update = '?updateArtifact=true';
    expect((await activate(facts, admin, unit.id, identifier, body, update)).status).toBe(400);
    const stale = await activate(
      facts,
      admin,
      unit.id,
      identifier,
      { ...body, version: 7 },
      update,
    );
    expect(stale).toMatchObject({
      status: 409,
      body: { error: 'The active config was changed by someone else or is not active; reload' },
    });

    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        activate(facts, admin, unit.id, identifier, { ...body, version: 1 }, update),
      ),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(19);
    expect((await activeConfig(facts, unit.id, identifier))?.version).toBe(2);
  });

  it('takes the version from If-Match as well', async () => {
    const { identifier, body } = await deployed();
    expect((await activate(facts, admin, unit.id, identifier, body)).status).toBe(200);
    const answer = await callApi(facts, `/config/${identifier}?updateArtifact=true`, {
      method: 'PUT',
      token: admin,
      headers: { 'x-ouid': unit.id, 'If-Match': '"1"' },
      body,
    });
    expect(answer).toMatchObject({ status: 200, body: { data: { version: 2 } } });
  });

  it('answers 409 when there is nothing active to update', async () => {
    const { identifier, body } = await deployed();
    const answer = await activate(
      facts,
      admin,
      unit.id,
      identifier,
      { ...body, version: 1 },
      '?updateArtifact=true',
    );
    expect(answer.status).toBe(409);
    expect(await activeConfig(facts, unit.id, identifier)).toBeUndefined();
  });
});

describe('invalid activations change nothing', () => {
  it.each([
    ['neither flag', '', {}],
    ['both flags', '?createArtifact=true&updateArtifact=true', {}],
    ['an extra body field', '?createArtifact=true', { config: { roles: [] } }],
    ['a body identifier that is not the path one', '?createArtifact=true', { identifier: 'x' }],
  ])('400 for %s', async (_case, query, override) => {
    const { identifier, body } = await deployed();
    const answer = await activate(
      facts,
      admin,
      unit.id,
      identifier,
      { ...body, ...override },
      query,
    );
    expect(answer.status).toBe(400);
    expect(await activeConfig(facts, unit.id, identifier)).toBeUndefined();
  });

  it('400 for a key that does not name {identifier}.json', async () => {
    const { identifier, eTag } = await deployed();
    const answer = await activate(facts, admin, unit.id, identifier, {
      key: `${unit.id}/other.json`,
      identifier,
      ETag: eTag,
    });
    expect(answer.status).toBe(400);
  });

  it.each([
    ['not JSON', '{"roles": ['],
    ['missing roles', { home: 'x' }],
    ['an empty role list', { roles: [] }],
  ])('400 for an artifact that is %s', async (_case, content) => {
    const { identifier, body } = await deployed(content);
    const answer = await activate(facts, admin, unit.id, identifier, body);
    expect(answer.status).toBe(400);
    expect(await activeConfig(facts, unit.id, identifier)).toBeUndefined();
  });

  // A core config may set only some keys (the rest is inherited), but none that core lacks.
  it('400 naming the key for a core artifact with a key core does not have', async () => {
    const key = `${unit.id}/bad-${randomUUID().slice(0, 8)}/core.json`;
    const eTag = await deployArtifact(facts, key, { ...VALID_APP_CONFIG, colour: 'red' });
    const before = await activeConfig(facts, unit.id, 'core');
    const answer = await activate(
      facts,
      admin,
      unit.id,
      'core',
      { key, identifier: 'core', ETag: eTag, version: before?.version ?? 1 },
      '?updateArtifact=true',
    );
    expect(answer.status).toBe(400);
    expect((answer.body as { error: string }).error).toContain('colour:');
    expect(await activeConfig(facts, unit.id, 'core')).toEqual(before);
  });
});

describe('refusals', () => {
  it('403 for a key outside the acting unit’s prefix, even a child unit’s', async () => {
    const child = await newUnit(facts, admin, unit);
    const { identifier, body } = await deployed(VALID_APP_CONFIG, child.id);
    const answer = await activate(facts, admin, unit.id, identifier, body);
    expect(answer).toMatchObject({ status: 403, body: FORBIDDEN });
    expect(await activeConfig(facts, unit.id, identifier)).toBeUndefined();
  });

  it('403 for a member (ConfigDash is for admins)', async () => {
    const member = await callerWith(facts, { [unit.id]: ['user'] });
    const { identifier, body } = await deployed();
    expect(await activate(facts, member, unit.id, identifier, body)).toMatchObject({
      status: 403,
      body: FORBIDDEN,
    });
    expect(await activeConfig(facts, unit.id, identifier)).toBeUndefined();
  });

  it('403 for an admin of ou-sales on ou-root’s configs, by header or by key', async () => {
    const salesAdmin = await callerWith(facts, { 'ou-sales': ['admin'] });
    const key = `${ROOT_UNIT_ID}/releases/${randomUUID()}/ticketapp.json`;
    const eTag = await deployArtifact(facts, key, VALID_APP_CONFIG);
    const before = await activeConfig(facts, ROOT_UNIT_ID, 'ticketapp');
    const body = { key, identifier: 'ticketapp', ETag: eTag, version: before?.version };
    for (const [ouid, query] of [
      [ROOT_UNIT_ID, '?updateArtifact=true'],
      ['ou-sales', '?updateArtifact=true'],
      ['ou-sales', '?createArtifact=true'],
    ] as const) {
      const answer = await activate(facts, salesAdmin, ouid, 'ticketapp', body, query);
      expect(answer).toMatchObject({ status: 403, body: FORBIDDEN });
    }
    expect(await activeConfig(facts, ROOT_UNIT_ID, 'ticketapp')).toEqual(before);
    expect(await activeConfig(facts, 'ou-sales', 'ticketapp')).toBeUndefined();
  });

  it('401 without a token, and nothing changes', async () => {
    const { identifier, body } = await deployed();
    const answer = await activate(facts, '', unit.id, identifier, body);
    expect(answer.status).toBe(401);
    expect(await activeConfig(facts, unit.id, identifier)).toBeUndefined();
  });
});
