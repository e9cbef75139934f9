/**
 * Renaming a unit (issue 37) through the local gateway: one PUT /orgunit/{id} moves the unit's
 * sibling-name claim (release the old, claim the new) in the transaction that changes the name,
 * files the audit record and publishes the API event; a sibling's name is refused with the
 * registration's message and nothing changes. GET /orgunit/{id} names the unit's ancestors the
 * caller covers, so the console shows the parent and the chain by name.
 */
import { GetCommand } from '@aws-sdk/lib-dynamodb';

import { keys } from '../../../lambdas/domain/data-keys';
import { ORGUNIT_MESSAGES } from '../../../lambdas/orgunit/messages';
import { LOCAL_RESOURCES } from '../../../local/settings';
import { tableClient } from '../support/accounts';
import { callApi } from '../support/api';
import { recordedEvents } from '../support/config-fixture';
import {
  adminToken,
  callerWith,
  createUnit,
  newUnitUnder,
  storedAuditCount,
  storedUnit,
  uniqueName,
  updateUnit,
} from '../support/orgunit-api';
import type { PlatformFacts } from '../support/platform-process';
import { sharedPlatform } from '../support/shared-platform';

const { facts } = sharedPlatform();
const SALES = { id: 'ou-sales', chain: 'ou-root/ou-sales' };
const ENGINEERING = { id: 'ou-engineering', chain: 'ou-root/ou-engineering' };

let admin: string;
let salesAdmin: string;

beforeAll(async () => {
  admin = await adminToken(facts);
  salesAdmin = await callerWith(facts, { 'ou-sales': ['admin'] });
});

/** The unit holding a name under a parent, as the sibling-name record stores it. */
async function holderOfName(
  platform: PlatformFacts,
  parentId: string,
  name: string,
): Promise<string | undefined> {
  const table = tableClient(platform);
  try {
    const { Item } = await table.send(
      new GetCommand({
        TableName: LOCAL_RESOURCES.tableName,
        Key: keys.siblingName(parentId, name),
      }),
    );
    return (Item as { identifier?: string } | undefined)?.identifier;
  } finally {
    table.destroy();
  }
}

function rename(id: string, version: number, name: string, query = '') {
  return callApi(facts, `/orgunit/${id}${query}`, {
    method: 'PUT',
    token: salesAdmin,
    headers: { 'x-ouid': SALES.id },
    body: { version, data: { name } },
  });
}

describe('renaming a unit', () => {
  it('renames, moves the name claim, files the audit record and publishes the event', async () => {
    const unit = await newUnitUnder(facts, salesAdmin, SALES);
    const audits = await storedAuditCount(facts, unit.id);
    const renamed = uniqueName('Renamed');

    const answer = await rename(unit.id, 1, renamed, '?publishToApiTopic=true');
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ data: { version: 2, data: { name: renamed } } });
    expect(await storedUnit(facts, unit.id)).toMatchObject({ name: renamed, version: 2 });
    expect(await holderOfName(facts, SALES.id, renamed)).toBe(unit.id);
    expect(await holderOfName(facts, SALES.id, unit.name)).toBeUndefined();
    expect(await storedAuditCount(facts, unit.id)).toBe(audits + 1);

    const event = (await recordedEvents(facts)).find(
      (recorded) =>
        (recorded.message as { id?: string; action?: string }).id === unit.id &&
        (recorded.message as { action?: string }).action === 'update',
    );
    expect(event?.message).toMatchObject({ entity: 'orgunit', action: 'update', id: unit.id });

    // The parent's list and the unit's details read the new name.
    const search = encodeURIComponent(renamed);
    const list = await callApi(facts, `/orgunit?parentOuId=${SALES.id}&search=${search}`, {
      token: salesAdmin,
      headers: { 'x-ouid': SALES.id },
    });
    const items = (list.body as { items: { data: { identifier: string; name: string } }[] }).items;
    expect(items.map((item) => item.data)).toContainEqual(
      expect.objectContaining({ identifier: unit.id, name: renamed }),
    );
  });

  it("refuses a sibling's name (any letter case) with the registration's message; nothing changes", async () => {
    const first = await newUnitUnder(facts, salesAdmin, SALES);
    const second = await newUnitUnder(facts, salesAdmin, SALES);
    const audits = await storedAuditCount(facts, first.id);

    const registration = await createUnit(facts, salesAdmin, SALES, { name: second.name });
    const clash = await rename(first.id, 1, second.name.toUpperCase());
    expect(registration.status).toBe(409);
    expect(clash.status).toBe(409);
    expect((clash.body as { error: string }).error).toBe(ORGUNIT_MESSAGES.duplicateName);
    expect((clash.body as { error: string }).error).toBe(
      (registration.body as { error: string }).error,
    );

    expect(await storedUnit(facts, first.id)).toMatchObject({ name: first.name, version: 1 });
    expect(await holderOfName(facts, SALES.id, first.name)).toBe(first.id);
    expect(await holderOfName(facts, SALES.id, second.name)).toBe(second.id);
    expect(await storedAuditCount(facts, first.id)).toBe(audits);
  });

  it('allows the name of a unit under another parent, and frees the old name', async () => {
    const elsewhere = await newUnitUnder(facts, admin, ENGINEERING);
    const unit = await newUnitUnder(facts, salesAdmin, SALES);

    expect((await rename(unit.id, 1, elsewhere.name)).status).toBe(200);
    expect(await holderOfName(facts, SALES.id, elsewhere.name)).toBe(unit.id);
    expect(await holderOfName(facts, ENGINEERING.id, elsewhere.name)).toBe(elsewhere.id);

    // The old name is free: a new sibling takes it; the unit cannot take it back now.
    const taker = await createUnit(facts, salesAdmin, SALES, { name: unit.name });
    expect(taker.status).toBe(201);
    expect((await rename(unit.id, 2, unit.name)).status).toBe(409);
    expect(await storedUnit(facts, unit.id)).toMatchObject({ name: elsewhere.name, version: 2 });
  });

  it('changes only the letter case of its own name without a clash with itself', async () => {
    const unit = await newUnitUnder(facts, salesAdmin, SALES);
    const answer = await rename(unit.id, 1, unit.name.toUpperCase());
    expect(answer.status).toBe(200);
    expect(await storedUnit(facts, unit.id)).toMatchObject({ name: unit.name.toUpperCase() });
    expect(await holderOfName(facts, SALES.id, unit.name)).toBe(unit.id);
  });

  it('refuses a stale version of a rename with 409, keeping the name claims', async () => {
    const unit = await newUnitUnder(facts, salesAdmin, SALES);
    expect((await rename(unit.id, 1, uniqueName('First'))).status).toBe(200);
    const late = uniqueName('Late');
    expect((await rename(unit.id, 1, late)).status).toBe(409);
    expect(await holderOfName(facts, SALES.id, late)).toBeUndefined();
  });
});

describe('GET /orgunit/{id} ancestors', () => {
  it('names the ancestors the caller covers, top first', async () => {
    const [root, sales] = [await storedUnit(facts, 'ou-root'), await storedUnit(facts, SALES.id)];
    const child = await newUnitUnder(facts, salesAdmin, SALES);
    const grandchild = await newUnitUnder(facts, salesAdmin, { id: child.id, chain: child.chain });

    const bySystemAdmin = await callApi(facts, `/orgunit/${grandchild.id}`, {
      token: admin,
      headers: { 'x-ouid': 'ou-root' },
    });
    expect((bySystemAdmin.body as { data: { ancestors: unknown } }).data.ancestors).toEqual([
      { id: 'ou-root', name: root?.name },
      { id: 'ou-sales', name: sales?.name },
      { id: child.id, name: child.name },
    ]);

    // A sales admin covers ou-sales and below: the tenant's top unit is not named to them.
    const bySalesAdmin = await callApi(facts, `/orgunit/${grandchild.id}`, {
      token: salesAdmin,
      headers: { 'x-ouid': SALES.id },
    });
    expect((bySalesAdmin.body as { data: { ancestors: unknown } }).data.ancestors).toEqual([
      { id: 'ou-sales', name: sales?.name },
      { id: child.id, name: child.name },
    ]);

    // A rename shows in the child's ancestors at once.
    const renamed = uniqueName('Renamed parent');
    expect(
      (
        await updateUnit(facts, salesAdmin, child.id, SALES.id, {
          version: 1,
          data: { name: renamed },
        })
      ).status,
    ).toBe(200);
    const after = await callApi(facts, `/orgunit/${grandchild.id}`, {
      token: salesAdmin,
      headers: { 'x-ouid': SALES.id },
    });
    expect((after.body as { data: { ancestors: unknown } }).data.ancestors).toEqual([
      { id: 'ou-sales', name: sales?.name },
      { id: child.id, name: renamed },
    ]);
  });
});
