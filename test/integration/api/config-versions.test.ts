/**
 * Versions of a unit's own config (issue 38): every activation is one, concurrent activations
 * give one 200 and one 409, a rollback restores the exact earlier content as a new version, and
 * the history reads newest first, paged by the server.
 */
import { randomUUID } from 'node:crypto';

import {
  activate,
  activeConfig,
  auditRecordsOf,
  deployArtifact,
  newUnit,
} from '../support/config-fixture';
import {
  configGet,
  listVersions,
  preview,
  rollback,
  versionRecords,
} from '../support/config-versions-api';
import { adminToken } from '../support/orgunit-api';
import { sharedPlatform } from '../support/shared-platform';

const { facts } = sharedPlatform();

let admin: string;
let unit: { id: string; chain: string };

beforeAll(async () => {
  admin = await adminToken(facts);
  unit = await newUnit(facts, admin);
});

const rolesConfig = (...values: string[]) => ({
  roles: values.map((value) => ({ value, name: `Role ${value}` })),
});

/** Deploys `config` under the unit and activates it on `version` (0: create). */
async function activateContent(identifier: string, config: unknown, version: number) {
  const key = `${unit.id}/r-${randomUUID().slice(0, 8)}/${identifier}.json`;
  const eTag = await deployArtifact(facts, key, config);
  const body = { key, identifier, ETag: eTag, ...(version > 0 ? { version } : {}) };
  const query = version > 0 ? '?updateArtifact=true' : '?createArtifact=true';
  return activate(facts, admin, unit.id, identifier, body, query);
}

/** An identifier with `count` versions, the n-th holding role `r{n}`. */
async function withVersions(count: number): Promise<string> {
  const identifier = `app-${randomUUID().slice(0, 8)}`;
  for (let number = 1; number <= count; number += 1) {
    const answer = await activateContent(identifier, rolesConfig(`r${number}`), number - 1);
    if (answer.status !== 200) throw new Error(`activation ${number}: ${answer.status}`);
  }
  return identifier;
}

type VersionItem = { number: number; active: boolean; kind: string; hash: string };

describe('activations are versions', () => {
  it('two concurrent activations on the same version: one 200, one 409, one new version', async () => {
    const identifier = await withVersions(1);
    const answers = await Promise.all([
      activateContent(identifier, rolesConfig('left'), 1),
      activateContent(identifier, rolesConfig('right'), 1),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const winner = answers.find((answer) => answer.status === 200);
    const won = (winner?.body as { data: { config: unknown; version: number } }).data;
    expect(won.version).toBe(2);
    expect((await activeConfig(facts, unit.id, identifier))?.config).toEqual(won.config);
    const records = await versionRecords(facts, unit.id, identifier);
    expect(records.map((record) => record.number)).toEqual([1, 2]);
    expect(records[1]?.config).toEqual(won.config);
    const audits = (await auditRecordsOf(facts, unit.id)).filter((a) => a.targetId === identifier);
    expect(audits).toHaveLength(2);
  });

  it('audits an activation with its version number and its changes in words', async () => {
    const identifier = await withVersions(1);
    expect((await activateContent(identifier, rolesConfig('r1', 'x', 'y'), 1)).status).toBe(200);
    const audits = (await auditRecordsOf(facts, unit.id)).filter((a) => a.targetId === identifier);
    expect(audits.map((audit) => audit.summary)).toContainEqual(
      expect.stringMatching(new RegExp(`^Activated ${identifier} version 2 on .+: 2 roles added$`)),
    );
    expect(audits.every((audit) => audit.event === 'activated')).toBe(true);
  });
});

describe('rollback', () => {
  it('restores the exact earlier content as a new version (same hash), and 409 when stale', async () => {
    const identifier = `app-${randomUUID().slice(0, 8)}`;
    const first = {
      roles: [
        { name: 'Zeta first', value: 'zeta' },
        { value: 'alpha', name: 'A' },
      ],
    };
    expect((await activateContent(identifier, first, 0)).status).toBe(200);
    expect((await activateContent(identifier, rolesConfig('second'), 1)).status).toBe(200);

    const stale = await rollback(facts, admin, unit.id, identifier, 1, { version: 1 });
    expect(stale.status).toBe(409);
    const answer = await rollback(facts, admin, unit.id, identifier, 1, {
      version: 2,
      note: 'Back to the first roles',
    });
    expect(answer).toMatchObject({ status: 200, body: { data: { version: 3 } } });

    const records = await versionRecords(facts, unit.id, identifier);
    expect(records.map((record) => [record.number, record.kind])).toEqual([
      [1, 'activated'],
      [2, 'activated'],
      [3, 'rolledBack'],
    ]);
    const [one, , three] = records;
    expect(three?.config).toEqual(first);
    expect(three?.config).toEqual(one?.config);
    expect(three?.hash).toBe(one?.hash);
    expect(three).toMatchObject({ restoredFrom: 1, note: 'Back to the first roles' });
    expect(await activeConfig(facts, unit.id, identifier)).toMatchObject({
      config: first,
      version: 3,
      hash: one?.hash,
    });

    const read = await configGet(facts, admin, unit.id, `/config/${identifier}/versions/3`);
    expect(read).toMatchObject({
      status: 200,
      body: {
        data: { number: 3, kind: 'rolledBack', restoredFrom: 1, active: true, config: first },
      },
    });
    const audits = (await auditRecordsOf(facts, unit.id)).filter((a) => a.event === 'rolledBack');
    expect(audits.map((audit) => audit.summary)).toContainEqual(
      expect.stringMatching(
        new RegExp(`^Rolled back ${identifier} to version 1 on .+ as version 3`),
      ),
    );
  });

  it('404 for a version that does not exist, and nothing changes', async () => {
    const identifier = await withVersions(1);
    const answer = await rollback(facts, admin, unit.id, identifier, 9, { version: 1 });
    expect(answer.status).toBe(404);
    expect(await versionRecords(facts, unit.id, identifier)).toHaveLength(1);
  });
});

describe('history', () => {
  it('lists newest first, paged by the server, only the active one marked', async () => {
    const identifier = await withVersions(5);
    const seen: VersionItem[] = [];
    let query = '?limit=2';
    const pages: number[][] = [];
    for (;;) {
      const answer = await listVersions(facts, admin, unit.id, identifier, query);
      expect(answer.status).toBe(200);
      const body = answer.body as { items: VersionItem[]; nextToken?: string };
      pages.push(body.items.map((item) => item.number));
      seen.push(...body.items);
      if (!body.nextToken) break;
      query = `?limit=2&nextToken=${encodeURIComponent(body.nextToken)}`;
    }
    expect(pages).toEqual([[5, 4], [3, 2], [1]]);
    expect(seen.filter((item) => item.active).map((item) => item.number)).toEqual([5]);
    expect(seen.every((item) => !('config' in item))).toBe(true);
  });

  it('refuses a forged page token and a limit above 100', async () => {
    const identifier = await withVersions(1);
    const forged = Buffer.from(
      JSON.stringify({ PK: 'OU#ou-root', SK: 'CONFIGVERSION#x#1' }),
    ).toString('base64url');
    for (const query of [`?nextToken=${forged}`, '?limit=101', '?limit=0']) {
      expect((await listVersions(facts, admin, unit.id, identifier, query)).status).toBe(400);
    }
  });

  it('reads one version with its content; 404 for an unknown one', async () => {
    const identifier = await withVersions(2);
    const one = await configGet(facts, admin, unit.id, `/config/${identifier}/versions/1`);
    expect(one).toMatchObject({
      status: 200,
      body: { data: { number: 1, active: false, config: rolesConfig('r1') } },
    });
    const missing = await configGet(facts, admin, unit.id, `/config/${identifier}/versions/7`);
    expect(missing.status).toBe(404);
  });

  it('is the acting unit’s own: another unit sees none of it', async () => {
    const identifier = await withVersions(1);
    const other = await newUnit(facts, admin);
    const answer = await listVersions(facts, admin, other.id, identifier);
    expect(answer).toMatchObject({ status: 200, body: { items: [] } });
  });
});

describe('preview', () => {
  it('compares the config in force with a version to restore, key by key', async () => {
    const identifier = await withVersions(2);
    const answer = await preview(facts, admin, unit.id, identifier, { version: '1' });
    expect(answer).toMatchObject({
      status: 200,
      body: {
        data: {
          identifier,
          unit: { id: unit.id },
          currentVersion: 2,
          nextVersion: 3,
          before: rolesConfig('r2'),
          after: rolesConfig('r1'),
          changes: [{ key: 'roles', kind: 'changed', entries: { added: ['r1'], removed: ['r2'] } }],
        },
      },
    });
  });

  it('compares a deployed artifact; 400 naming the field when it is invalid', async () => {
    const identifier = await withVersions(1);
    const key = `${unit.id}/p-${randomUUID().slice(0, 8)}/${identifier}.json`;
    const eTag = await deployArtifact(facts, key, rolesConfig('r1', 'more'));
    const answer = await preview(facts, admin, unit.id, identifier, { key, ETag: eTag });
    expect(answer).toMatchObject({
      status: 200,
      body: { data: { changes: [{ key: 'roles', entries: { added: ['more'] } }] } },
    });
    const badKey = `${unit.id}/p-${randomUUID().slice(0, 8)}/${identifier}.json`;
    const badETag = await deployArtifact(facts, badKey, { roles: [{ value: 'x' }] });
    const bad = await preview(facts, admin, unit.id, identifier, { key: badKey, ETag: badETag });
    expect(bad.status).toBe(400);
    expect((bad.body as { error: string }).error).toContain('roles.0.name:');
  });

  it.each([
    ['no source', {}],
    ['two sources', { version: '1', withoutKey: 'roles' }],
    ['a key without its ETag', { key: 'x/app.json' }],
  ])('400 for %s', async (_case, query) => {
    const identifier = await withVersions(1);
    expect((await preview(facts, admin, unit.id, identifier, query)).status).toBe(400);
  });
});
