/**
 * The config in force (lambdas/shared/config-in-force.ts): the platform defaults (the SYSTEM
 * unit's active configs) and the chain merged key by key, the sources named, locks (one set two
 * levels up), soft-deleted units contributing nothing, and every reader following the merge: GET
 * /config, the roles POST /orguser accepts, the applications POST /appuser knows, the MFA rule
 * and the ID token's `mfa_required` claim. Own configs and lock records are written directly (the
 * config write routes have their own tests).
 */
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';

import { configKeysOf } from '../../../lambdas/domain/config-schema';
import { HANDLER_ENV, keys } from '../../../lambdas/domain/data-keys';
import { MFA_REQUIRED_CODE } from '../../../lambdas/domain/mfa';
import type { ActiveConfigRecord, ConfigLocksRecord } from '../../../lambdas/domain/records';
import { PLATFORM_UNIT_ID } from '../../../lambdas/domain/units';
import { lockViolation } from '../../../lambdas/domain/config-merge';
import { configInForce, inForceWithOwn } from '../../../lambdas/shared/config-in-force';
import { LOCAL_CREDENTIALS, LOCAL_REGION, LOCAL_RESOURCES } from '../../../local/settings';
import { claimsOf, createUser, signIn, tableClient, writeTableItems } from '../support/accounts';
import { callApi } from '../support/api';
import { activeConfig, auditRecordsOf } from '../support/config-fixture';
import { adminToken, type CreatedUnit, newUnitUnder, uniqueName } from '../support/orgunit-api';
import { sharedPlatform } from '../support/shared-platform';
import { createdTenant, createTenant } from '../support/tenants-api';
import {
  accountWith,
  call,
  signedUpPerson,
  uniqueUsername,
  USER_PASSWORD,
} from '../support/users-api';

const { facts } = sharedPlatform();
jest.setTimeout(60_000);

interface InForceItem {
  identifier: string;
  ouid: string;
  key: string;
  inherited: boolean;
  config: Record<string, unknown>;
  own?: { config: unknown; version: number; key: string; eTag: string };
  sources: Record<string, { ouid: string; name: string; platform: boolean }>;
  lockedAbove: Record<string, { ouid: string; name: string; platform: boolean }>;
  ownLocks: string[];
  overriddenByLock: string[];
  lockableKeys: string[];
}

const SELLER_ROLES = [
  { value: 'seller', name: 'Seller' },
  { value: 'buyer', name: 'Buyer' },
];

function ownConfig(ouid: string, identifier: string, config: Record<string, unknown>) {
  const record: ActiveConfigRecord = {
    ...keys.activeConfig(ouid, identifier),
    entity: 'config',
    ouid,
    identifier,
    key: `${ouid}/${identifier}.json`,
    eTag: '"0123456789abcdef"',
    config,
    createdBy: 'config-in-force-test',
    createdDate: new Date().toISOString(),
    version: 1,
  };
  return record;
}

function lockRecord(ouid: string, identifier: string, locked: string[]): ConfigLocksRecord {
  const at = new Date().toISOString();
  return {
    ...keys.configLocks(ouid, identifier),
    entity: 'configlocks',
    ouid,
    identifier,
    locks: locked.map((key) => ({ key, by: 'config-in-force-test', at })),
    version: 1,
  };
}

let admin: string;
let owner: string;
let root: { id: string; chain: string; name: string };
let platformName: string;

/** root → top → mid → leaf, made through the API by the tenant's first admin. */
let top: CreatedUnit;
let mid: CreatedUnit;
let leaf: CreatedUnit;

beforeAll(async () => {
  // The function itself is also called here, against the platform's table (in-process).
  Object.assign(process.env, {
    [HANDLER_ENV.tableName]: LOCAL_RESOURCES.tableName,
    AWS_REGION: LOCAL_REGION,
    AWS_ACCESS_KEY_ID: LOCAL_CREDENTIALS.accessKeyId,
    AWS_SECRET_ACCESS_KEY: LOCAL_CREDENTIALS.secretAccessKey,
    AWS_ENDPOINT_URL_DYNAMODB: facts.urls.dynamodb,
  });
  admin = await adminToken(facts);
  const ownerName = uniqueUsername('cif-owner');
  await createUser(facts, ownerName, USER_PASSWORD);
  const tenantName = uniqueName('Merge Tenant');
  const tenant = createdTenant(
    await createTenant(facts, admin, {
      name: tenantName,
      admin: { kind: 'existing', username: ownerName },
    }),
  );
  root = { id: tenant.identifier, chain: tenant.identifier, name: tenantName };
  owner = (await signIn(facts, ownerName, USER_PASSWORD)).idToken;
  top = await newUnitUnder(facts, owner, root);
  mid = await newUnitUnder(facts, owner, top);
  leaf = await newUnitUnder(facts, owner, mid);
  const platform = await callApi(facts, `/orgunit/${PLATFORM_UNIT_ID}`, {
    token: admin,
    headers: { 'x-ouid': PLATFORM_UNIT_ID },
  });
  platformName = (platform.body as { data: { data: { name: string } } }).data.data.name;
});

async function inForce(token: string, ouid: string): Promise<Map<string, InForceItem>> {
  const answer = await callApi(facts, '/config', { token, headers: { 'x-ouid': ouid } });
  expect(answer.status).toBe(200);
  const items = (answer.body as { items: { data: InForceItem }[] }).items;
  return new Map(items.map(({ data }) => [data.identifier, data]));
}

const platformSource = () => ({ ouid: PLATFORM_UNIT_ID, name: platformName, platform: true });
const sourceOf = (unit: { id: string; name: string }) => ({
  ouid: unit.id,
  name: unit.name,
  platform: false,
});

describe('a new tenant', () => {
  it('has the platform core config in force, inherited, every key from the platform defaults', async () => {
    const platformCore = await activeConfig(facts, PLATFORM_UNIT_ID, 'core');
    const configs = await inForce(owner, root.id);
    const core = configs.get('core');
    expect(core).toMatchObject({
      ouid: PLATFORM_UNIT_ID,
      key: platformCore?.key,
      inherited: true,
      config: platformCore?.config,
      lockedAbove: {},
      ownLocks: [],
      overriddenByLock: [],
      lockableKeys: configKeysOf('core'),
    });
    expect(core?.own).toBeUndefined();
    const keysInForce = Object.keys(platformCore?.config as object);
    expect(keysInForce.length).toBeGreaterThan(0);
    expect(core?.sources).toEqual(
      Object.fromEntries(keysInForce.map((key) => [key, platformSource()])),
    );
    // The platform's application configs are in force too.
    expect(configs.get('ticketapp')).toMatchObject({ ouid: PLATFORM_UNIT_ID, inherited: true });
    expect([...configs.keys()][0]).toBe('core');
  });

  it('gives the SYSTEM unit its own configs, with the platform as source', async () => {
    const core = (await inForce(admin, PLATFORM_UNIT_ID)).get('core');
    expect(core).toMatchObject({ ouid: PLATFORM_UNIT_ID, inherited: false, lockedAbove: {} });
    expect(core?.own).toMatchObject({ version: expect.any(Number) });
    expect(Object.values(core?.sources ?? {})).toEqual(
      Object.values(core?.sources ?? {}).map(() => platformSource()),
    );
  });
});

describe('the merge down the chain', () => {
  beforeAll(async () => {
    await writeTableItems(facts, [
      ownConfig(root.id, 'core', { home: 'root-home' }),
      ownConfig(mid.id, 'core', { roles: SELLER_ROLES }),
      ownConfig(top.id, 'ticketapp', { roles: [{ value: 'triager', name: 'Triager' }] }),
    ]);
  });

  it('takes each key from the nearest unit that sets it, naming the source', async () => {
    const platformCore = (await activeConfig(facts, PLATFORM_UNIT_ID, 'core'))?.config as Record<
      string,
      unknown
    >;
    const core = (await inForce(owner, leaf.id)).get('core');
    expect(core).toMatchObject({ inherited: true, ouid: mid.id, key: `${mid.id}/core.json` });
    expect(core?.config).toEqual({ ...platformCore, home: 'root-home', roles: SELLER_ROLES });
    expect(core?.sources.home).toEqual(sourceOf(root));
    expect(core?.sources.roles).toEqual(sourceOf(mid));
    expect(core?.sources.applications).toEqual(platformSource());
  });

  it("lets the unit's own key override, and reports its own config", async () => {
    await writeTableItems(facts, [ownConfig(leaf.id, 'core', { home: 'leaf-home' })]);
    const core = (await inForce(owner, leaf.id)).get('core');
    expect(core).toMatchObject({ inherited: false, ouid: leaf.id });
    expect(core?.own).toMatchObject({ config: { home: 'leaf-home' }, version: 1 });
    expect(core?.config.home).toBe('leaf-home');
    expect(core?.config.roles).toEqual(SELLER_ROLES);
    expect(core?.sources.home).toEqual(sourceOf(leaf));
  });

  it('merges application configs the same way', async () => {
    const ticketapp = (await inForce(owner, leaf.id)).get('ticketapp');
    expect(ticketapp).toMatchObject({ ouid: top.id, inherited: true });
    expect(ticketapp?.config.roles).toEqual([{ value: 'triager', name: 'Triager' }]);
    expect(ticketapp?.sources.roles).toEqual(sourceOf(top));
  });

  it('accepts on POST /orguser the roles in force, refusing those the merge replaced', async () => {
    const person = await signedUpPerson(facts, 'cif-member');
    const refused = await call(facts, owner, 'POST', '/orguser', {
      ouid: leaf.id,
      body: { ...person, roles: [`${leaf.id}=user`] },
    });
    expect(refused.status).toBe(400);
    expect((refused.body as { error: string }).error).toContain('seller');
    const added = await call(facts, owner, 'POST', '/orguser', {
      ouid: leaf.id,
      body: { ...person, roles: [`${leaf.id}=seller`] },
    });
    expect(added.status).toBe(201);
    // The audit summary names the role as the config in force does.
    const summaries = (await auditRecordsOf(facts, leaf.id)).map((record) => record.summary);
    expect(summaries).toContain(`Added ${person.username} to '${leaf.name}' as Seller`);
    // Above the unit that replaced the roles, the platform's roles are in force.
    const other = await signedUpPerson(facts, 'cif-top');
    const onTop = await call(facts, owner, 'POST', '/orguser', {
      ouid: top.id,
      body: { ...other, roles: [`${top.id}=user`] },
    });
    expect(onTop.status).toBe(201);
  });

  it('knows on POST /appuser the applications and application roles in force', async () => {
    const person = await signedUpPerson(facts, 'cif-app');
    const added = await call(facts, owner, 'POST', '/orguser', {
      ouid: top.id,
      body: { ...person, roles: [`${top.id}=user`] },
    });
    expect(added.status).toBe(201);
    const give = (roles: string[]) =>
      call(facts, owner, 'POST', '/appuser', {
        ouid: top.id,
        body: { username: person.username, ouid: top.id, appId: 'ticketapp', roles },
      });
    // The platform's core config lists ticketapp; top's own ticketapp config sets its roles.
    const refused = await give(['agent']);
    expect(refused.status).toBe(400);
    expect((refused.body as { error: string }).error).toContain('triager');
    expect((await give(['triager'])).status).toBe(201);
    const summaries = (await auditRecordsOf(facts, top.id)).map((record) => record.summary);
    expect(summaries).toContain(`Gave ${person.username} Triager in Issue Tracker ('${top.name}')`);
  });
});

describe('a lock set two levels up', () => {
  let branchTop: CreatedUnit;
  let branchMid: CreatedUnit;
  let branchLeaf: CreatedUnit;

  beforeAll(async () => {
    branchTop = await newUnitUnder(facts, owner, root);
    branchMid = await newUnitUnder(facts, owner, branchTop);
    branchLeaf = await newUnitUnder(facts, owner, branchMid);
    await writeTableItems(facts, [
      ownConfig(branchTop.id, 'core', { home: 'top-home' }),
      lockRecord(branchTop.id, 'core', ['home']),
      ownConfig(branchMid.id, 'core', { home: 'mid-home' }),
      ownConfig(branchLeaf.id, 'core', { home: 'leaf-home', roles: SELLER_ROLES }),
    ]);
  });

  it('keeps the overrides below out of force, naming the lock and where it was set', async () => {
    const core = (await inForce(owner, branchLeaf.id)).get('core');
    expect(core?.config.home).toBe('top-home');
    expect(core?.sources.home).toEqual(sourceOf(branchTop));
    expect(core?.lockedAbove).toEqual({ home: sourceOf(branchTop) });
    expect(core?.overriddenByLock).toEqual(['home']);
    // Keys nobody locked still override.
    expect(core?.config.roles).toEqual(SELLER_ROLES);
    expect(core?.own).toMatchObject({ config: { home: 'leaf-home', roles: SELLER_ROLES } });

    const onMid = (await inForce(owner, branchMid.id)).get('core');
    expect(onMid?.config.home).toBe('top-home');
    expect(onMid?.overriddenByLock).toEqual(['home']);
  });

  it('refuses an own config below that sets the key, and gives what a change would put in force', async () => {
    const state = await configInForce({ id: branchLeaf.id, ouidChain: branchLeaf.chain }, 'core');
    expect(state.unit).toEqual({ id: branchLeaf.id, name: branchLeaf.name });
    expect(state.own?.config).toEqual({ home: 'leaf-home', roles: SELLER_ROLES });
    expect(lockViolation({ home: 'other' }, state.inForce.lockedAbove)).toEqual({
      key: 'home',
      source: sourceOf(branchTop),
    });
    expect(lockViolation({ roles: SELLER_ROLES }, state.inForce.lockedAbove)).toBeUndefined();
    const withoutRoles = inForceWithOwn(state, { home: 'leaf-home' });
    expect(withoutRoles.config.roles).toEqual(
      ((await activeConfig(facts, PLATFORM_UNIT_ID, 'core'))?.config as { roles: unknown }).roles,
    );
    expect(withoutRoles.sources.roles).toEqual(platformSource());
    expect(withoutRoles.overriddenByLock).toEqual(['home']);
  });

  it('does not bind the unit that set it, which lists it as its own lock', async () => {
    const core = (await inForce(owner, branchTop.id)).get('core');
    expect(core?.config.home).toBe('top-home');
    expect(core?.ownLocks).toEqual(['home']);
    expect(core?.lockedAbove).toEqual({});
  });
});

describe('a soft-deleted unit', () => {
  let gone: CreatedUnit;
  let below: CreatedUnit;

  beforeAll(async () => {
    gone = await newUnitUnder(facts, owner, root);
    below = await newUnitUnder(facts, owner, gone);
    await writeTableItems(facts, [
      ownConfig(gone.id, 'core', { home: 'gone-home', requireMfa: true }),
      lockRecord(gone.id, 'core', ['roles']),
      ownConfig(below.id, 'core', { roles: SELLER_ROLES }),
    ]);
  });

  it('counts while it lives', async () => {
    const state = await configInForce({ id: below.id, ouidChain: below.chain }, 'core');
    expect(state.inForce.config).toMatchObject({ home: 'gone-home', requireMfa: true });
    expect(state.inForce.lockedAbove.roles).toEqual(sourceOf(gone));
    expect(state.inForce.overriddenByLock).toEqual(['roles']);
  });

  it('contributes nothing once deleted, to itself or to the units below it', async () => {
    // The approval flags the top of the deleted subtree first (deleted-subtree-gap.test.ts).
    const table = tableClient(facts);
    try {
      await table.send(
        new UpdateCommand({
          TableName: LOCAL_RESOURCES.tableName,
          Key: keys.orgunit(gone.id),
          UpdateExpression: 'SET deletedTop = :top',
          ExpressionAttributeValues: { ':top': gone.id },
        }),
      );
    } finally {
      table.destroy();
    }
    const platformCore = (await activeConfig(facts, PLATFORM_UNIT_ID, 'core'))?.config as Record<
      string,
      unknown
    >;
    for (const unit of [below, gone]) {
      const state = await configInForce({ id: unit.id, ouidChain: unit.chain }, 'core');
      expect(state.inForce.config).toEqual({ ...platformCore, home: 'root-home' });
      expect(state.inForce.lockedAbove).toEqual({});
      expect(state.layers.map((layer) => layer.ouid)).toEqual(
        unit === below
          ? [PLATFORM_UNIT_ID, root.id, below.id]
          : [PLATFORM_UNIT_ID, root.id, gone.id],
      );
      expect(state.layers.at(-1)).toMatchObject({ locks: [] });
      expect(state.layers.at(-1)?.config).toBeUndefined();
    }
  });
});

describe('the MFA requirement in force', () => {
  let secure: CreatedUnit;
  let lifted: CreatedUnit;
  let open: CreatedUnit;

  beforeAll(async () => {
    secure = await newUnitUnder(facts, owner, root);
    lifted = await newUnitUnder(facts, owner, secure);
    open = await newUnitUnder(facts, owner, root);
    await writeTableItems(facts, [
      ownConfig(secure.id, 'core', { requireMfa: true }),
      // A unit below cannot lift it: requireMfa: true locks itself.
      ownConfig(lifted.id, 'core', { requireMfa: false, home: 'lifted' }),
    ]);
  });

  it('says so in the token of a user of a unit below, whom the API then refuses', async () => {
    const member = await accountWith(facts, { [lifted.id]: ['user'] });
    expect(claimsOf(member.token).mfa_required).toBe('true');
    const answer = await callApi(facts, `/orgunit/${lifted.id}`, {
      token: member.token,
      headers: { 'x-ouid': lifted.id },
    });
    expect(answer.status).toBe(403);
    expect(answer.body).toMatchObject({ code: MFA_REQUIRED_CODE });
    const core = (await inForce(owner, lifted.id)).get('core');
    expect(core?.config).toMatchObject({ requireMfa: true, home: 'lifted' });
    expect(core?.sources.requireMfa).toEqual(sourceOf(secure));
    expect(core?.lockedAbove.requireMfa).toEqual(sourceOf(secure));
  });

  it('says not in the token of a user of a unit beside it, whom the API serves', async () => {
    const member = await accountWith(facts, { [open.id]: ['user'] });
    expect(claimsOf(member.token).mfa_required).toBe('false');
    const answer = await callApi(facts, `/orgunit/${open.id}`, {
      token: member.token,
      headers: { 'x-ouid': open.id },
    });
    expect(answer.status).toBe(200);
  });
});
