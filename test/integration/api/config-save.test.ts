/**
 * POST /config/{identifier} (issue 38): a unit's own config saved as a new deployed artifact,
 * checked like an activation; nothing invalid is stored. Then activated with its note.
 */
import { randomUUID } from 'node:crypto';

import {
  activate,
  activeConfig,
  auditRecordsOf,
  newUnit,
  VALID_APP_CONFIG,
} from '../support/config-fixture';
import { objectKeysUnder, saveConfig, versionRecords } from '../support/config-versions-api';
import { adminToken, callerWith, FORBIDDEN } from '../support/orgunit-api';
import { sharedPlatform } from '../support/shared-platform';

const { facts } = sharedPlatform();

let admin: string;
let unit: { id: string; chain: string };

beforeAll(async () => {
  admin = await adminToken(facts);
  unit = await newUnit(facts, admin);
});

const freshIdentifier = () => `app-${randomUUID().slice(0, 8)}`;

async function nothingStored(identifier: string) {
  expect(await objectKeysUnder(facts, `${unit.id}/saved/`)).not.toContainEqual(
    expect.stringContaining(`/${identifier}.json`),
  );
  const audits = (await auditRecordsOf(facts, unit.id)).filter((a) => a.targetId === identifier);
  expect(audits).toEqual([]);
  expect(await activeConfig(facts, unit.id, identifier)).toBeUndefined();
}

describe('saving a config', () => {
  it('stores it under {ouid}/saved/, audits it, and it activates with its note', async () => {
    const identifier = freshIdentifier();
    const answer = await saveConfig(facts, admin, unit.id, identifier, {
      config: VALID_APP_CONFIG,
      note: 'First roles',
    });
    expect(answer.status).toBe(201);
    const data = (answer.body as { data: { Key: string; ETag: string; LastModified: string } })
      .data;
    expect(data.Key).toMatch(
      new RegExp(`^${unit.id}/saved/\\d{8}T\\d{6}Z-[0-9a-f]{8}/${identifier}\\.json$`),
    );
    expect(data.ETag).toMatch(/^"[0-9a-f-]+"$/);
    expect(await objectKeysUnder(facts, `${unit.id}/saved/`)).toContain(data.Key);
    const audits = (await auditRecordsOf(facts, unit.id)).filter((a) => a.targetId === identifier);
    expect(audits).toEqual([
      expect.objectContaining({ event: 'saved', action: 'create', targetEntity: 'config' }),
    ]);
    expect(audits[0]?.summary).toContain(data.Key);

    const activated = await activate(facts, admin, unit.id, identifier, {
      key: data.Key,
      identifier,
      ETag: data.ETag,
    });
    expect(activated).toMatchObject({ status: 200, body: { data: { version: 1 } } });
    expect(await activeConfig(facts, unit.id, identifier)).toMatchObject({
      config: VALID_APP_CONFIG,
      note: 'First roles',
      version: 1,
    });
    expect(await versionRecords(facts, unit.id, identifier)).toEqual([
      expect.objectContaining({
        number: 1,
        kind: 'activated',
        config: VALID_APP_CONFIG,
        key: data.Key,
        note: 'First roles',
        hash: expect.stringMatching(/^[0-9a-f]{64}$/),
      }),
    ]);
  });

  it.each([
    ['a role without a name', { roles: [{ value: 'agent' }] }, 'roles.0.name'],
    ['a role value with a separator', { roles: [{ value: 'a;b', name: 'A' }] }, 'roles.0.value'],
    ['an empty role list', { roles: [] }, 'roles'],
    ['a key the identifier does not have', { ...VALID_APP_CONFIG, home: 'x' }, 'home'],
    ['nothing while nothing is inherited', {}, 'roles'],
  ])('400 naming the field for %s, and changes nothing', async (_case, config, field) => {
    const identifier = freshIdentifier();
    const answer = await saveConfig(facts, admin, unit.id, identifier, { config });
    expect(answer.status).toBe(400);
    expect((answer.body as { error: string }).error).toContain(`${field}:`);
    await nothingStored(identifier);
  });

  it('400 for a core key of the wrong type', async () => {
    const answer = await saveConfig(facts, admin, unit.id, 'core', {
      config: { home: 42 },
    });
    expect(answer.status).toBe(400);
    expect((answer.body as { error: string }).error).toContain('home:');
  });

  it('takes a partial core config: the rest is inherited', async () => {
    const answer = await saveConfig(facts, admin, unit.id, 'core', { config: { home: 'teams' } });
    expect(answer.status).toBe(201);
  });

  it('refuses a member (403) and stores nothing', async () => {
    const member = await callerWith(facts, { [unit.id]: ['user'] });
    const identifier = freshIdentifier();
    const answer = await saveConfig(facts, member, unit.id, identifier, {
      config: VALID_APP_CONFIG,
    });
    expect(answer).toMatchObject({ status: 403, body: FORBIDDEN });
    await nothingStored(identifier);
  });
});
