/**
 * Issue 37: a deleted subtree is gone at once. Approving flags only the subtree's top unit in its
 * transaction; the descendants are flagged in batches after it (lambdas/orgunit/subtree-flags.ts).
 * Here the approving transaction is committed on its own (the batches never run), and a unit three
 * levels below the deleted top must already answer as deleted: to its tenant's admin, to its own
 * admin, in the ID token's policies, and in who may change a person's name and phone.
 */
import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';

import { HANDLER_ENV } from '../../../lambdas/domain/data-keys';
import { approveWrites } from '../../../lambdas/orgunit/deletion-writes';
import type { TransactItem } from '../../../lambdas/shared/change';
import { LOCAL_RESOURCES } from '../../../local/settings';
import { addMembership, claimsOf, createUser, signIn, tableClient } from '../support/accounts';
import { callApi } from '../support/api';
import {
  adminToken,
  type CreatedUnit,
  deleteUnit,
  FORBIDDEN,
  newUnitUnder,
  storedUnit,
  uniqueName,
} from '../support/orgunit-api';
import { sharedPlatform } from '../support/shared-platform';
import { createdTenant, createTenant } from '../support/tenants-api';
import { accountWith, call, uniqueUsername, USER_PASSWORD } from '../support/users-api';

const { facts } = sharedPlatform();
jest.setTimeout(60_000);

const LOCKED =
  "Only the user, a system admin, or an admin of every unit the user belongs to can change the user's name or phone";

/** Commits the approval's own transaction, as decide-deletion.ts does, without the flag batches. */
async function commitApprovalOnly(id: string, requestedBy: string, deletedBy: string) {
  process.env[HANDLER_ENV.tableName] = LOCAL_RESOURCES.tableName;
  const unit = await storedUnit(facts, id);
  if (!unit?.markedForDeletion) throw new Error(`${id} is not marked for deletion`);
  const writes = approveWrites(unit, {
    requestedBy,
    deletedBy,
    deletedAt: new Date().toISOString(),
  });
  const items = writes.map((write) => ('item' in write ? write.item : write) as TransactItem);
  const table = tableClient(facts);
  try {
    await table.send(new TransactWriteCommand({ TransactItems: items }));
  } finally {
    table.destroy();
  }
}

let root: { id: string; chain: string };
let ownerToken: string;
let top: CreatedUnit;
let deep: CreatedUnit;
let other: CreatedUnit;
let deepAdmin: { username: string; token: string };
let otherAdmin: { username: string; token: string };
let person: string;
let outsider: string;

beforeAll(async () => {
  const admin = await adminToken(facts);
  const owner = uniqueUsername('gap-owner');
  await createUser(facts, owner, USER_PASSWORD);
  const tenant = createdTenant(
    await createTenant(facts, admin, {
      name: uniqueName('Gap Tenant'),
      admin: { kind: 'existing', username: owner },
    }),
  );
  root = { id: tenant.identifier, chain: tenant.identifier };
  ownerToken = (await signIn(facts, owner, USER_PASSWORD)).idToken;
  // root → top → a → b → deep (three levels below top), and a live branch beside top.
  top = await newUnitUnder(facts, ownerToken, root);
  const a = await newUnitUnder(facts, ownerToken, top);
  const b = await newUnitUnder(facts, ownerToken, a);
  deep = await newUnitUnder(facts, ownerToken, b);
  other = await newUnitUnder(facts, ownerToken, root);
  [deepAdmin, otherAdmin] = await Promise.all([
    accountWith(facts, { [deep.id]: ['admin'] }),
    accountWith(facts, { [other.id]: ['admin'] }),
  ]);
  person = uniqueUsername('gap-person');
  await createUser(facts, person, USER_PASSWORD);
  await addMembership(facts, person, deep.id, ['user']);
  await addMembership(facts, person, other.id, ['user']);
  outsider = (await accountWith(facts, { 'ou-sales': ['admin'] })).token;

  expect((await deleteUnit(facts, ownerToken, top.id, root.id)).status).toBe(200);
  await commitApprovalOnly(top.id, owner, 'a second admin');
  // Between the commit and the first batch: only the top is flagged.
  expect((await storedUnit(facts, top.id))?.deletedTop).toBe(top.id);
  expect((await storedUnit(facts, deep.id))?.deletedTop).toBeUndefined();
});

function get(token: string, path: string, ouid: string) {
  return callApi(facts, path, { token, headers: { 'x-ouid': ouid } });
}

describe('a unit three levels below a deleted top, before its flag is written', () => {
  it('answers as deleted to its tenant admin and to its own admin (404), as unseen to outsiders (403)', async () => {
    expect((await get(ownerToken, `/orgunit/${deep.id}`, root.id)).status).toBe(404);
    expect((await get(ownerToken, `/orgunit?parentOuId=${deep.id}`, root.id)).status).toBe(404);
    expect((await get(deepAdmin.token, `/orgunit/${deep.id}`, deep.id)).status).toBe(404);
    const outside = await get(outsider, `/orgunit/${deep.id}`, 'ou-sales');
    expect(outside).toMatchObject({ status: 403, body: FORBIDDEN });
    // The live branch beside it still answers.
    expect((await get(ownerToken, `/orgunit/${other.id}`, root.id)).status).toBe(200);
  });

  it('is refused as a target of changes, and its admin’s token no longer names it', async () => {
    const edit = await callApi(facts, `/orgunit/${deep.id}`, {
      method: 'PUT',
      token: ownerToken,
      headers: { 'x-ouid': root.id },
      body: { name: uniqueName('Renamed'), description: 'x', version: 1 },
    });
    expect(edit.status).toBe(404);
    const created = await callApi(facts, '/orgunit', {
      method: 'POST',
      token: deepAdmin.token,
      headers: { 'x-ouid': deep.id, 'x-ouidchain': deep.chain },
      body: { name: uniqueName('Below'), description: 'x' },
    });
    expect(created.status).toBe(404);
    const claims = claimsOf((await signIn(facts, deepAdmin.username, USER_PASSWORD)).idToken);
    expect(String(claims.policies ?? '')).not.toContain(deep.id);
  });

  it('does not keep an admin of the person’s other unit from changing their name and phone', async () => {
    const view = await call(facts, otherAdmin.token, 'GET', `/orguser/${person}`, {
      ouid: other.id,
    });
    expect(view.status).toBe(200);
    const data = (view.body as { data: { version: number; canEditDetails: boolean } }).data;
    expect(data.canEditDetails).toBe(true);
    const changed = await call(facts, otherAdmin.token, 'PUT', `/userprofile/${person}/details`, {
      ouid: other.id,
      body: { phone_number: '+15550123', version: data.version },
    });
    expect(changed.status).toBe(200);
    // A live unit the admin does not cover still keeps them out.
    const elsewhere = await accountWith(facts, {});
    await addMembership(facts, elsewhere.username, other.id, ['user']);
    await addMembership(facts, elsewhere.username, 'ou-sales', ['user']);
    const locked = await call(facts, otherAdmin.token, 'GET', `/orguser/${elsewhere.username}`, {
      ouid: other.id,
    });
    const lockedData = (locked.body as { data: { version: number; canEditDetails: boolean } }).data;
    expect(lockedData.canEditDetails).toBe(false);
    const refused = await call(
      facts,
      otherAdmin.token,
      'PUT',
      `/userprofile/${elsewhere.username}/details`,
      { ouid: other.id, body: { phone_number: '+15550124', version: lockedData.version } },
    );
    expect(refused).toMatchObject({ status: 403, body: { error: LOCKED } });
  });
});
