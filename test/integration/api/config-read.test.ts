/** GET /config: the configs in force on a unit (own or inherited) and the deployed artifacts. */
import { randomUUID } from 'node:crypto';

import { ROOT_UNIT_ID, SEED_CORE_CONFIG, SEED_DEPLOYED_ONLY } from '../../../local/seed-data';
import { callApi } from '../support/api';
import { activate, deployArtifact, newUnit, VALID_APP_CONFIG } from '../support/config-fixture';
import { adminToken, callerWith, FORBIDDEN } from '../support/orgunit-api';
import { sharedPlatform } from '../support/shared-platform';

const { facts } = sharedPlatform();

interface ConfigItem {
  data: { identifier: string; ouid: string; inherited: boolean; config: unknown; version: number };
}

let admin: string;
let unit: { id: string; chain: string };
let child: { id: string; chain: string };

beforeAll(async () => {
  admin = await adminToken(facts);
  unit = await newUnit(facts, admin);
  child = await newUnit(facts, admin, unit);
});

const getConfigs = (token: string, ouid: string, query = '') =>
  callApi(facts, `/config${query}`, { token, headers: { 'x-ouid': ouid } });

describe('GET /config', () => {
  it('gives the ROOT unit its own active configs, core first, in the shape the console reads', async () => {
    const answer = await getConfigs(admin, ROOT_UNIT_ID);
    expect(answer.status).toBe(200);
    const items = (answer.body as { items: ConfigItem[] }).items;
    expect(items[0]?.data).toMatchObject({
      identifier: 'core',
      key: 'ou-root/core.json',
      ouid: ROOT_UNIT_ID,
      inherited: false,
      createdBy: expect.any(String),
      createdDate: expect.any(String),
      version: expect.any(Number),
    });
    expect((items[0]?.data.config as { roles: unknown }).roles).toEqual(SEED_CORE_CONFIG.roles);
    expect(items.map((item) => item.data.identifier)).toContain('ticketapp');
  });

  it('lets a unit without configs of its own inherit its nearest ancestor’s, per identifier', async () => {
    const member = await callerWith(facts, { [child.id]: ['user'] });
    const inherited = await getConfigs(member, child.id);
    expect(inherited.status).toBe(200);
    const items = (inherited.body as { items: ConfigItem[] }).items;
    expect(
      items.map((item) => [item.data.identifier, item.data.ouid, item.data.inherited]),
    ).toEqual(
      expect.arrayContaining([
        ['core', ROOT_UNIT_ID, true],
        ['ticketapp', ROOT_UNIT_ID, true],
      ]),
    );

    // The parent activates its own ticketapp: the child now inherits that one, and still ROOT's core.
    const key = `${unit.id}/ticketapp.json`;
    const eTag = await deployArtifact(facts, key, VALID_APP_CONFIG);
    const activated = await activate(facts, admin, unit.id, 'ticketapp', {
      key,
      identifier: 'ticketapp',
      ETag: eTag,
    });
    expect(activated.status).toBe(200);
    const after = (await getConfigs(member, child.id)).body as { items: ConfigItem[] };
    const byId = new Map(after.items.map((item) => [item.data.identifier, item.data]));
    expect(byId.get('ticketapp')).toMatchObject({ ouid: unit.id, inherited: true });
    expect(byId.get('ticketapp')?.config).toEqual(VALID_APP_CONFIG);
    expect(byId.get('core')).toMatchObject({ ouid: ROOT_UNIT_ID, inherited: true });
    const own = (await getConfigs(admin, unit.id)).body as { items: ConfigItem[] };
    expect(own.items.find((item) => item.data.identifier === 'ticketapp')?.data).toMatchObject({
      ouid: unit.id,
      inherited: false,
    });
  });

  it('refuses an x-ouid outside the caller’s policies', async () => {
    const member = await callerWith(facts, { [child.id]: ['user'] });
    expect(await getConfigs(member, 'ou-sales')).toMatchObject({ status: 403, body: FORBIDDEN });
    expect(await getConfigs(member, 'ou-does-not-exist')).toMatchObject({
      status: 403,
      body: FORBIDDEN,
    });
  });
});

describe('GET /config?deployArtifact=true', () => {
  it('lists the unit’s deployed objects with Key, ETag and LastModified', async () => {
    const answer = await getConfigs(admin, ROOT_UNIT_ID, '?deployArtifact=true');
    expect(answer.status).toBe(200);
    const items = (answer.body as { items: { Key: string; ETag: string; LastModified: string }[] })
      .items;
    const keys = items.map((item) => item.Key);
    expect(keys).toEqual(
      expect.arrayContaining(['ou-root/core.json', ...SEED_DEPLOYED_ONLY.map((seed) => seed.key)]),
    );
    for (const item of items) {
      expect(item.Key.startsWith(`${ROOT_UNIT_ID}/`)).toBe(true);
      expect(item.ETag).toMatch(/^"[0-9a-f]+"$/);
      expect(Date.parse(item.LastModified)).not.toBeNaN();
    }
  });

  it('pages with limit and nextToken, and only inside the unit’s prefix', async () => {
    const keys = ['a', 'b', 'c'].map((name) => `${child.id}/${name}-${randomUUID()}/core.json`);
    for (const key of keys) await deployArtifact(facts, key, { any: 'thing' });
    const first = await getConfigs(admin, child.id, '?deployArtifact=true&limit=2');
    const firstPage = first.body as { items: { Key: string }[]; nextToken?: string };
    expect(firstPage.items).toHaveLength(2);
    expect(firstPage.nextToken).toEqual(expect.any(String));
    const second = await getConfigs(
      admin,
      child.id,
      `?deployArtifact=true&limit=2&nextToken=${encodeURIComponent(firstPage.nextToken ?? '')}`,
    );
    const secondPage = second.body as { items: { Key: string }[]; nextToken?: string };
    expect([...firstPage.items, ...secondPage.items].map((item) => item.Key).sort()).toEqual(
      [...keys].sort(),
    );
    expect(secondPage.nextToken).toBeUndefined();
  });

  it('is for admins (ConfigDash): a member, or an admin of a sibling, is refused', async () => {
    const member = await callerWith(facts, { [ROOT_UNIT_ID]: ['user'] });
    expect(await getConfigs(member, ROOT_UNIT_ID, '?deployArtifact=true')).toMatchObject({
      status: 403,
      body: FORBIDDEN,
    });
    const salesAdmin = await callerWith(facts, { 'ou-sales': ['admin'] });
    expect(await getConfigs(salesAdmin, ROOT_UNIT_ID, '?deployArtifact=true')).toMatchObject({
      status: 403,
      body: FORBIDDEN,
    });
    expect(await getConfigs(salesAdmin, 'ou-engineering', '?deployArtifact=true')).toMatchObject({
      status: 403,
    });
  });

  it.each([['limit=0'], ['limit=x'], ['nextToken=not-one-we-gave-out']])(
    'refuses a malformed %s with 400',
    async (parameter) => {
      const answer = await getConfigs(admin, ROOT_UNIT_ID, `?deployArtifact=true&${parameter}`);
      expect(answer.status).toBe(400);
    },
  );
});
