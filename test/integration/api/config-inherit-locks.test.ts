/**
 * Key-by-key inheritance and locks (issue 38): a key locked two levels up cannot be overridden
 * (save, activation, rollback: 403 naming the key and the unit, nothing stored), locks are
 * audited and idempotent, and a key returns to inherited as a new version.
 */
import { randomUUID } from 'node:crypto';

import { ROOT_UNIT_ID } from '../../../local/seed-data';
import {
  activate,
  activeConfig,
  auditRecordsOf,
  deployArtifact,
  newUnit,
} from '../support/config-fixture';
import {
  inheritKey,
  lockRecord,
  objectKeysUnder,
  preview,
  rollback,
  saveConfig,
  setLock,
  versionRecords,
} from '../support/config-versions-api';
import { adminToken, storedUnit } from '../support/orgunit-api';
import { sharedPlatform } from '../support/shared-platform';

const { facts } = sharedPlatform();

type Unit = { id: string; chain: string; name: string };

let admin: string;
/** top → middle → bottom, under ROOT. */
let top: Unit;
let middle: Unit;
let bottom: Unit;

async function named(unit: { id: string; chain: string }): Promise<Unit> {
  return { ...unit, name: (await storedUnit(facts, unit.id))?.name ?? '' };
}

beforeAll(async () => {
  admin = await adminToken(facts);
  top = await named(await newUnit(facts, admin));
  middle = await named(await newUnit(facts, admin, top));
  bottom = await named(await newUnit(facts, admin, middle));
});

async function deployCore(unit: Unit, config: unknown) {
  const key = `${unit.id}/r-${randomUUID().slice(0, 8)}/core.json`;
  return { key, identifier: 'core', ETag: await deployArtifact(facts, key, config) };
}

const lockedMessage = (key: string, unit: Unit) =>
  `The key "${key}" is locked on ${unit.name}; units below it cannot override it`;

const auditsOf = async (unit: Unit, event: string) =>
  (await auditRecordsOf(facts, unit.id)).filter((audit) => audit.event === event);

describe('a key locked two levels up', () => {
  afterEach(async () => {
    await setLock(facts, admin, top.id, 'core', 'home', false);
  });

  it('refuses a save and an activation below with 403 naming the key and the unit', async () => {
    const locked = await setLock(facts, admin, top.id, 'core', 'home', true);
    expect(locked).toMatchObject({
      status: 200,
      body: { data: { identifier: 'core', ownLocks: ['home'] } },
    });

    const saved = await saveConfig(facts, admin, bottom.id, 'core', { config: { home: 'teams' } });
    expect(saved).toMatchObject({ status: 403, body: { error: lockedMessage('home', top) } });
    expect(await objectKeysUnder(facts, `${bottom.id}/saved/`)).toEqual([]);

    const artifact = await deployCore(bottom, { home: 'teams' });
    const activated = await activate(facts, admin, bottom.id, 'core', artifact);
    expect(activated).toMatchObject({ status: 403, body: { error: lockedMessage('home', top) } });
    expect(await activeConfig(facts, bottom.id, 'core')).toBeUndefined();
    expect(await versionRecords(facts, bottom.id, 'core')).toEqual([]);

    const compared = await preview(facts, admin, bottom.id, 'core', {
      key: artifact.key,
      ETag: artifact.ETag,
    });
    expect(compared).toMatchObject({
      status: 200,
      body: {
        data: { lockViolation: { key: 'home', source: { ouid: top.id, name: top.name } } },
      },
    });

    // Other keys stay free below, and the unit that locked may still set the key itself.
    const roles = [{ value: 'crew', name: 'Crew' }];
    expect((await saveConfig(facts, admin, bottom.id, 'core', { config: { roles } })).status).toBe(
      201,
    );
    expect((await saveConfig(facts, admin, top.id, 'core', { config: { home: 'x' } })).status).toBe(
      201,
    );
  });

  it('refuses a rollback to a version that sets the key', async () => {
    const identifier = 'core';
    const first = await deployCore(middle, { home: 'teams' });
    expect((await activate(facts, admin, middle.id, identifier, first)).status).toBe(200);
    const second = await deployCore(middle, {});
    expect(
      (
        await activate(
          facts,
          admin,
          middle.id,
          identifier,
          { ...second, version: 1 },
          '?updateArtifact=true',
        )
      ).status,
    ).toBe(200);
    // The top unit is the middle unit's parent: locked one level up here.
    expect((await setLock(facts, admin, top.id, 'core', 'home', true)).status).toBe(200);
    const answer = await rollback(facts, admin, middle.id, identifier, 1, { version: 2 });
    expect(answer).toMatchObject({ status: 403, body: { error: lockedMessage('home', top) } });
    expect((await activeConfig(facts, middle.id, identifier))?.version).toBe(2);
  });
});

describe('locking', () => {
  it('is audited once and idempotent both ways', async () => {
    const unit = await named(await newUnit(facts, admin));
    for (let attempt = 0; attempt < 2; attempt += 1) {
      expect(await setLock(facts, admin, unit.id, 'core', 'roles', true)).toMatchObject({
        status: 200,
        body: { data: { ownLocks: ['roles'] } },
      });
    }
    expect((await lockRecord(facts, unit.id, 'core'))?.locks).toEqual([
      expect.objectContaining({ key: 'roles', by: facts.adminUsername }),
    ]);
    const locked = await auditsOf(unit, 'locked');
    expect(locked).toHaveLength(1);
    expect(locked[0]?.summary).toBe(`Locked roles of core on ${unit.name} for the units below it`);

    for (let attempt = 0; attempt < 2; attempt += 1) {
      expect(await setLock(facts, admin, unit.id, 'core', 'roles', false)).toMatchObject({
        status: 200,
        body: { data: { ownLocks: [] } },
      });
    }
    expect(await auditsOf(unit, 'unlocked')).toHaveLength(1);
    expect((await lockRecord(facts, unit.id, 'core'))?.locks).toEqual([]);
  });

  it('400 for a key the identifier does not have; 404 for a config no layer defines', async () => {
    const unit = await named(await newUnit(facts, admin));
    expect((await setLock(facts, admin, unit.id, 'core', 'colour', true)).status).toBe(400);
    expect((await setLock(facts, admin, unit.id, 'ticketapp', 'home', true)).status).toBe(400);
    const nobody = `app-${randomUUID().slice(0, 8)}`;
    expect((await setLock(facts, admin, unit.id, nobody, 'roles', true)).status).toBe(404);
    expect(await lockRecord(facts, unit.id, nobody)).toBeUndefined();
    expect(await lockRecord(facts, unit.id, 'core')).toBeUndefined();
  });
});

describe('returning a key to inherited', () => {
  it('makes a new version without the key; the value from above is in force again', async () => {
    const unit = await named(await newUnit(facts, admin));
    const roles = [{ value: 'crew', name: 'Crew' }];
    const artifact = await deployCore(unit, { home: 'teams', roles });
    expect((await activate(facts, admin, unit.id, 'core', artifact)).status).toBe(200);

    const compared = await preview(facts, admin, unit.id, 'core', { withoutKey: 'home' });
    const rootHome = ((await activeConfig(facts, ROOT_UNIT_ID, 'core'))?.config as { home: string })
      .home;
    expect(compared).toMatchObject({
      status: 200,
      body: {
        data: {
          currentVersion: 1,
          nextVersion: 2,
          before: { home: 'teams', roles },
          after: { home: rootHome, roles },
          changes: [{ key: 'home', kind: 'changed', before: 'teams', after: rootHome }],
        },
      },
    });

    expect((await inheritKey(facts, admin, unit.id, 'core', 'roles', { version: 7 })).status).toBe(
      409,
    );
    const answer = await inheritKey(facts, admin, unit.id, 'core', 'home', { version: 1 });
    expect(answer).toMatchObject({
      status: 200,
      body: { data: { version: 2, config: { roles } } },
    });
    expect((await activeConfig(facts, unit.id, 'core'))?.config).toEqual({ roles });
    const records = await versionRecords(facts, unit.id, 'core');
    expect(records.at(-1)).toMatchObject({ number: 2, kind: 'inherited', config: { roles } });
    expect(records.at(-1)).not.toHaveProperty('key');
    const audits = await auditsOf(unit, 'activated');
    expect(audits.map((audit) => audit.summary)).toContain(
      `Returned home of core to inherited on ${unit.name} as version 2: home changes`,
    );

    expect((await inheritKey(facts, admin, unit.id, 'core', 'home', { version: 2 })).status).toBe(
      404,
    );
    expect((await inheritKey(facts, admin, unit.id, 'core', 'colour', { version: 2 })).status).toBe(
      400,
    );
  });

  it('400 naming the field when nothing above defines the key', async () => {
    const unit = await named(await newUnit(facts, admin));
    const identifier = `app-${randomUUID().slice(0, 8)}`;
    const key = `${unit.id}/r/${identifier}.json`;
    const eTag = await deployArtifact(facts, key, { roles: [{ value: 'a', name: 'A' }] });
    expect(
      (await activate(facts, admin, unit.id, identifier, { key, identifier, ETag: eTag })).status,
    ).toBe(200);
    const answer = await inheritKey(facts, admin, unit.id, identifier, 'roles', { version: 1 });
    expect(answer.status).toBe(400);
    expect((answer.body as { error: string }).error).toContain('roles:');
    expect((await activeConfig(facts, unit.id, identifier))?.version).toBe(1);
  });
});
