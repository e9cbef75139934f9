/**
 * The deletion workflow through the local gateway: a request files the unit in the workqueue of
 * the admins above it with a preview; an admin above (never the requester) approves it, which
 * soft-deletes the subtree (hidden from children, search and the org plan; memberships there grant
 * nothing; its name free for a new sibling), or rejects it with a reason the requester reads in
 * the unit's notifications; an admin above restores it (409 when the name was taken meanwhile).
 */
import { randomUUID } from 'node:crypto';

import { keys } from '../../../lambdas/domain/data-keys';
import { membershipRecord } from '../../../lambdas/domain/record-builders';
import { claimsOf, signIn, writeTableItems } from '../support/accounts';
import { callApi } from '../support/api';
import {
  adminToken,
  CALLER_PASSWORD,
  callerWith,
  type CreatedUnit,
  deleteUnit,
  FORBIDDEN,
  newUnitUnder,
  storedUnit,
  uniqueName,
} from '../support/orgunit-api';
import { sharedPlatform } from '../support/shared-platform';

const { facts } = sharedPlatform();
jest.setTimeout(30_000);
const SALES = { id: 'ou-sales', chain: 'ou-root/ou-sales' };

let admin: string;
let salesAdmin: string;
let rootAdmin: string;
let engineeringAdmin: string;

beforeAll(async () => {
  admin = await adminToken(facts);
  salesAdmin = await callerWith(facts, { 'ou-sales': ['admin'] });
  rootAdmin = await callerWith(facts, { 'ou-root': ['admin'] });
  engineeringAdmin = await callerWith(facts, { 'ou-engineering': ['admin'] });
});

interface Tree {
  parent: CreatedUnit;
  victim: CreatedUnit;
  child: CreatedUnit;
  /** Admin of the parent: requests the deletion of the victim. */
  requester: string;
  victimAdmin: string;
  childAdmin: string;
}

/** ou-sales → parent → victim → child, each made by ou-sales's admin, with an admin each. */
async function newTree(): Promise<Tree> {
  const parent = await newUnitUnder(facts, salesAdmin, SALES, uniqueName('Parent'));
  const victim = await newUnitUnder(facts, salesAdmin, parent, uniqueName('Victim'));
  const child = await newUnitUnder(facts, salesAdmin, victim, uniqueName('Child'));
  const [requester, victimAdmin, childAdmin] = await Promise.all([
    callerWith(facts, { [parent.id]: ['admin'] }),
    callerWith(facts, { [victim.id]: ['admin'] }),
    callerWith(facts, { [child.id]: ['admin'] }),
  ]);
  return { parent, victim, child, requester, victimAdmin, childAdmin };
}

async function requested(tree: Tree): Promise<void> {
  const answer = await deleteUnit(facts, tree.requester, tree.victim.id, tree.parent.id);
  expect(answer.status).toBe(200);
}

function decide(
  token: string,
  id: string,
  actingUnitId: string,
  action: 'approve' | 'reject',
  body: unknown = action === 'approve' ? {} : { reason: 'Still in use' },
) {
  return callApi(facts, `/orgunit/${id}/deletion/${action}`, {
    method: 'POST',
    token,
    headers: { 'x-ouid': actingUnitId },
    body,
  });
}

function restore(token: string, id: string, actingUnitId: string) {
  return callApi(facts, `/orgunit/${id}/restore`, {
    method: 'POST',
    token,
    headers: { 'x-ouid': actingUnitId },
    body: {},
  });
}

function get(token: string, path: string, actingUnitId: string) {
  return callApi(facts, path, { token, headers: { 'x-ouid': actingUnitId } });
}

interface Listed {
  items: { identifier: string; ownRequest?: boolean; requestedBy?: string; purgeAfter?: string }[];
}

async function listedIds(token: string, path: string, actingUnitId: string): Promise<string[]> {
  const answer = await get(token, path, actingUnitId);
  expect(answer.status).toBe(200);
  return (answer.body as Listed).items.map((item) => item.identifier);
}

async function childIds(parentId: string): Promise<string[]> {
  const answer = await get(salesAdmin, `/orgunit?parentOuId=${parentId}`, SALES.id);
  expect(answer.status).toBe(200);
  return (answer.body as { items: { data: { identifier: string } }[] }).items.map(
    (item) => item.data.identifier,
  );
}

describe('deletion requests in the workqueue', () => {
  it('records the requester and lists the request above the unit only, with a preview', async () => {
    const tree = await newTree();
    // What the deletion affects: a config of the victim, a document of the child, a user only
    // in the child (loses all access) and one also in ou-engineering (keeps some).
    const sole = `wq-sole-${randomUUID().slice(0, 8)}`;
    const shared = `wq-shared-${randomUUID().slice(0, 8)}`;
    const membership = (username: string, ouid: string, ouidChain: string) =>
      membershipRecord({
        username,
        ouid,
        ouidChain,
        roles: ['user'],
        name: username,
        email: `${username}@example.com`,
        phone_number: '',
        createdDate: new Date().toISOString(),
      });
    await writeTableItems(facts, [
      { ...keys.activeConfig(tree.victim.id, 'wqapp'), entity: 'config', identifier: 'wqapp' },
      { ...keys.orgunit(tree.child.id), SK: `DOC#${randomUUID()}`, entity: 'document' },
      membership(sole, tree.child.id, tree.child.chain),
      membership(shared, tree.child.id, tree.child.chain),
      membership(shared, 'ou-engineering', 'ou-root/ou-engineering'),
    ]);

    await requested(tree);
    const stored = await storedUnit(facts, tree.victim.id);
    expect(stored).toMatchObject({
      markedForDeletion: true,
      deletionRequestedBy: expect.any(String),
    });
    expect(Date.parse(stored?.deletionRequestedAt ?? '')).toBeGreaterThan(Date.now() - 60_000);

    const requests = '/workqueue/deletion-requests';
    const asSales = await get(salesAdmin, requests, SALES.id);
    expect((asSales.body as Listed).items).toContainEqual(
      expect.objectContaining({ identifier: tree.victim.id, ownRequest: false }),
    );
    const asRequester = await get(tree.requester, requests, tree.parent.id);
    expect((asRequester.body as Listed).items).toEqual([
      expect.objectContaining({ identifier: tree.victim.id, ownRequest: true }),
    ]);
    // Strictly below the acting unit: not the victim's own admins, not a sibling's.
    expect(await listedIds(tree.victimAdmin, requests, tree.victim.id)).toEqual([]);
    expect(await listedIds(engineeringAdmin, requests, 'ou-engineering')).not.toContain(
      tree.victim.id,
    );

    const preview = await get(salesAdmin, `/orgunit/${tree.victim.id}/deletion`, SALES.id);
    expect(preview.status).toBe(200);
    expect(preview.body).toMatchObject({
      data: {
        request: { identifier: tree.victim.id, ownRequest: false },
        preview: {
          subunits: { count: 1, more: false },
          // The sole member and the victim's and child's admins; not the shared user.
          soleMemberUsers: { count: 3, more: false },
          activeConfigs: { count: 1, more: false },
          documents: { count: 1, more: false },
        },
      },
    });
  });

  it.each([
    ['the requester', (t: Tree) => t.requester, (t: Tree) => t.parent.id, 403, 'requested'],
    ['an admin of a sibling unit', () => engineeringAdmin, () => 'ou-engineering', 403, ''],
    ["the unit's own admin", (t: Tree) => t.victimAdmin, (t: Tree) => t.victim.id, 403, 'above'],
  ])('refuses approval by %s and changes nothing', async (_who, token, acting, status, text) => {
    const tree = await newTree();
    await requested(tree);
    const answer = await decide(token(tree), tree.victim.id, acting(tree), 'approve');
    expect(answer.status).toBe(status);
    if (text) expect((answer.body as { error: string }).error).toContain(text);
    else expect(answer.body).toEqual(FORBIDDEN);
    expect(await storedUnit(facts, tree.victim.id)).not.toHaveProperty('deletedTop');
    expect(await childIds(tree.parent.id)).toContain(tree.victim.id);
  });
});

describe('approving a deletion', () => {
  it('hides the subtree everywhere, refuses its memberships and frees its name', async () => {
    const tree = await newTree();
    await requested(tree);
    const approved = await decide(salesAdmin, tree.victim.id, SALES.id, 'approve');
    expect(approved.status).toBe(200);
    expect(approved.body).toMatchObject({
      data: { complete: true, deleted: { identifier: tree.victim.id } },
    });

    expect(await childIds(tree.parent.id)).not.toContain(tree.victim.id);
    const search = await get(
      salesAdmin,
      `/orgunit?parentOuId=${tree.parent.id}&search=${encodeURIComponent(tree.victim.name)}`,
      SALES.id,
    );
    expect(search.body).toMatchObject({ items: [] });
    const plan = await get(rootAdmin, '/orgplan/ou-root?format=flat&limit=500', 'ou-root');
    const planned = JSON.stringify(plan.body);
    expect(planned).toContain(tree.parent.id);
    expect(planned).not.toContain(tree.victim.id);
    expect(planned).not.toContain(tree.child.id);

    // Memberships in the subtree grant nothing; the unit is gone for those who knew it.
    for (const [token, unit] of [
      [tree.victimAdmin, tree.victim.id],
      [tree.childAdmin, tree.child.id],
      [salesAdmin, tree.victim.id],
      [salesAdmin, tree.child.id],
    ] as const) {
      const answer = await get(token, `/orgunit/${unit}`, unit);
      expect(answer.status).toBe(404);
    }
    // A new ID token leaves the deleted units out, so the console no longer offers them.
    for (const token of [tree.victimAdmin, tree.childAdmin]) {
      const username = claimsOf(token)['cognito:username'] as string;
      const fresh = await signIn(facts, username, CALLER_PASSWORD);
      expect(claimsOf(fresh.idToken).policies).toBe('');
    }
    const fromAbove = await get(salesAdmin, `/orgunit/${tree.child.id}`, SALES.id);
    expect(fromAbove.status).toBe(404);
    // An outsider is refused as for any unit they cannot see: the deletion tells them nothing.
    const outsider = await get(engineeringAdmin, `/orgunit/${tree.victim.id}`, 'ou-engineering');
    expect(outsider).toMatchObject({ status: 403, body: FORBIDDEN });
    const asSystemAdmin = await get(admin, `/orgunit/${tree.victim.id}`, SALES.id);
    expect(asSystemAdmin.status).toBe(404);
    expect(await listedIds(tree.requester, '/workqueue/deletion-requests', tree.parent.id)).toEqual(
      [],
    );
    expect(await listedIds(tree.requester, '/workqueue/deleted-units', tree.parent.id)).toEqual([
      tree.victim.id,
    ]);

    // A new sibling may take the name; restoring then fails until it is free again.
    const twin = await newUnitUnder(facts, salesAdmin, tree.parent, tree.victim.name);
    const refused = await restore(salesAdmin, tree.victim.id, SALES.id);
    expect(refused.status).toBe(409);
    expect((refused.body as { error: string }).error).toContain(tree.victim.name);
    expect(await storedUnit(facts, tree.victim.id)).toHaveProperty('deletedTop', tree.victim.id);
    expect(await childIds(tree.parent.id)).toEqual([twin.id]);
  });

  it('restores the subtree for an admin above it: listed, searchable and granting again', async () => {
    const tree = await newTree();
    await requested(tree);
    expect((await decide(salesAdmin, tree.victim.id, SALES.id, 'approve')).status).toBe(200);
    // Not by the deleted unit's own admins: for them the unit is gone.
    const own = await restore(tree.victimAdmin, tree.victim.id, tree.victim.id);
    expect(own.status).toBe(404);
    expect(await storedUnit(facts, tree.victim.id)).toHaveProperty('deletedTop', tree.victim.id);

    const restored = await restore(tree.requester, tree.victim.id, tree.parent.id);
    expect(restored.status).toBe(200);
    expect(restored.body).toMatchObject({
      data: {
        complete: true,
        unit: { markedForDeletion: false, data: { identifier: tree.victim.id } },
      },
    });
    expect(await childIds(tree.parent.id)).toEqual([tree.victim.id]);
    const search = await get(
      salesAdmin,
      `/orgunit?parentOuId=${tree.parent.id}&search=${encodeURIComponent(tree.victim.name)}`,
      SALES.id,
    );
    expect(search.body).toMatchObject({ items: [{ data: { identifier: tree.victim.id } }] });
    expect((await get(tree.childAdmin, `/orgunit/${tree.child.id}`, tree.child.id)).status).toBe(
      200,
    );
    expect(await listedIds(salesAdmin, '/workqueue/deleted-units', SALES.id)).not.toContain(
      tree.victim.id,
    );
    // Its name is held again.
    const clash = await callApi(facts, '/orgunit', {
      method: 'POST',
      token: salesAdmin,
      headers: { 'x-ouid': tree.parent.id, 'x-ouidchain': tree.parent.chain },
      body: { name: tree.victim.name },
    });
    expect(clash.status).toBe(409);
  });
});

describe('rejecting a deletion', () => {
  it('needs a bounded reason, removes the mark and tells the requester why', async () => {
    const tree = await newTree();
    await requested(tree);
    for (const body of [{}, { reason: '   ' }, { reason: 'x'.repeat(501) }]) {
      const bad = await decide(salesAdmin, tree.victim.id, SALES.id, 'reject', body);
      expect(bad.status).toBe(400);
    }
    expect(await storedUnit(facts, tree.victim.id)).toMatchObject({ markedForDeletion: true });

    const reason = `Still in use ${randomUUID().slice(0, 6)}`;
    const rejected = await decide(salesAdmin, tree.victim.id, SALES.id, 'reject', { reason });
    expect(rejected.status).toBe(200);
    expect(rejected.body).toMatchObject({ data: { markedForDeletion: false } });
    expect(await storedUnit(facts, tree.victim.id)).not.toHaveProperty('deletionRequestedBy');
    expect(await listedIds(salesAdmin, '/workqueue/deletion-requests', SALES.id)).not.toContain(
      tree.victim.id,
    );
    const activities = await get(
      tree.requester,
      `/orgunit/${tree.victim.id}/activities`,
      tree.parent.id,
    );
    const summaries = (activities.body as { items: { summary: string }[] }).items.map(
      (item) => item.summary,
    );
    expect(summaries[0]).toContain(reason);
    // Nothing is pending any more: approving now is a conflict.
    expect((await decide(salesAdmin, tree.victim.id, SALES.id, 'approve')).status).toBe(409);
  });
});
