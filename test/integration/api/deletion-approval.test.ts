/**
 * Issue 37: deletion approval always has a path. A request states who may approve it (the other
 * admins above the unit by name, or a platform administrator when there is none); a system admin's
 * workqueue on the SYSTEM unit lists every tenant's requests with the tenant's name, and a system
 * admin decides a sole tenant admin's request. Four eyes stay: the requester, system admin or not,
 * never approves their own request, and an admin of another tenant decides nothing.
 */
import { membershipRecord } from '../../../lambdas/domain/record-builders';
import type { DeletionRequestView } from '../../../lambdas/domain/schemas/workqueue';
import { createUser, signIn, writeTableItems } from '../support/accounts';
import { callApi } from '../support/api';
import {
  adminToken,
  deleteUnit,
  newUnitUnder,
  storedUnit,
  uniqueName,
} from '../support/orgunit-api';
import { sharedPlatform } from '../support/shared-platform';
import { createdTenant, createTenant, SYSTEM_UNIT } from '../support/tenants-api';
import { accountWith, uniqueUsername, USER_PASSWORD } from '../support/users-api';

const { facts } = sharedPlatform();
jest.setTimeout(60_000);

let admin: string;

beforeAll(async () => {
  admin = await adminToken(facts);
});

interface SoleTenant {
  id: string;
  name: string;
  root: { id: string; chain: string };
  owner: string;
  ownerToken: string;
}

/** A new tenant whose only admin is its owner. */
async function soleAdminTenant(): Promise<SoleTenant> {
  const owner = uniqueUsername('owner');
  await createUser(facts, owner, USER_PASSWORD);
  const name = uniqueName('Approval Tenant');
  const tenant = createdTenant(
    await createTenant(facts, admin, { name, admin: { kind: 'existing', username: owner } }),
  );
  const ownerToken = (await signIn(facts, owner, USER_PASSWORD)).idToken;
  const root = { id: tenant.identifier, chain: tenant.identifier };
  return { id: tenant.identifier, name, root, owner, ownerToken };
}

function get(token: string, path: string, ouid: string) {
  return callApi(facts, path, { token, headers: { 'x-ouid': ouid } });
}

function decide(token: string, id: string, ouid: string, action: 'approve' | 'reject') {
  return callApi(facts, `/orgunit/${id}/deletion/${action}`, {
    method: 'POST',
    token,
    headers: { 'x-ouid': ouid },
    body: action === 'approve' ? {} : { reason: 'Keep it' },
  });
}

async function requestView(token: string, id: string, ouid: string) {
  const answer = await get(token, `/orgunit/${id}/deletion`, ouid);
  expect(answer.status).toBe(200);
  return (answer.body as { data: { request: DeletionRequestView } }).data.request;
}

async function listed(token: string, ouid: string, id: string) {
  let nextToken: string | undefined;
  do {
    const query = new URLSearchParams({ limit: '500', ...(nextToken ? { nextToken } : {}) });
    const answer = await get(token, `/workqueue/deletion-requests?${query.toString()}`, ouid);
    expect(answer.status).toBe(200);
    const body = answer.body as { items: DeletionRequestView[]; nextToken?: string };
    const found = body.items.find((item) => item.identifier === id);
    if (found) return found;
    nextToken = body.nextToken;
  } while (nextToken);
  return undefined;
}

describe('who may approve a deletion request', () => {
  it('names the other admins above the unit, display name first; not the requester, not admins of the unit itself', async () => {
    const tenant = await soleAdminTenant();
    const branch = await newUnitUnder(facts, tenant.ownerToken, tenant.root);
    const victim = await newUnitUnder(facts, tenant.ownerToken, branch);
    const [colleague, branchAdmin, victimAdmin] = await Promise.all([
      accountWith(facts, { [tenant.id]: ['admin'] }),
      accountWith(facts, { [branch.id]: ['admin'] }),
      accountWith(facts, { [victim.id]: ['admin'] }),
    ]);
    // The colleague's membership carries their display name, as POST /orguser writes it.
    await writeTableItems(facts, [
      membershipRecord({
        username: colleague.username,
        ouid: tenant.id,
        ouidChain: tenant.root.chain,
        roles: ['admin'],
        name: 'Ada Colleague',
        email: `${colleague.username}@example.com`,
        phone_number: '',
        createdDate: new Date().toISOString(),
      }),
    ]);
    expect((await deleteUnit(facts, tenant.ownerToken, victim.id, tenant.id)).status).toBe(200);

    const view = await requestView(tenant.ownerToken, victim.id, tenant.id);
    expect(view.ownRequest).toBe(true);
    expect(view.mayApprove.platform).toBe(false);
    expect(view.mayApprove.more).toBe(false);
    expect(
      [...view.mayApprove.admins].sort((a, b) => a.username.localeCompare(b.username)),
    ).toEqual(
      [
        { username: colleague.username, name: 'Ada Colleague' },
        { username: branchAdmin.username, name: branchAdmin.username },
      ].sort((a, b) => a.username.localeCompare(b.username)),
    );
    expect(JSON.stringify(view.mayApprove)).not.toContain(tenant.owner);
    expect(JSON.stringify(view.mayApprove)).not.toContain(victimAdmin.username);
    // The workqueue's item says the same.
    const item = await listed(colleague.token, tenant.id, victim.id);
    expect(item?.mayApprove).toEqual(view.mayApprove);
    expect(item?.ownRequest).toBe(false);
  });

  it('says a platform administrator when the requester is the only admin above the unit', async () => {
    const tenant = await soleAdminTenant();
    const unit = await newUnitUnder(facts, tenant.ownerToken, tenant.root);
    expect((await deleteUnit(facts, tenant.ownerToken, unit.id, tenant.id)).status).toBe(200);
    const expected = { admins: [], more: false, platform: true };
    expect((await requestView(tenant.ownerToken, unit.id, tenant.id)).mayApprove).toEqual(expected);
    expect((await listed(tenant.ownerToken, tenant.id, unit.id))?.mayApprove).toEqual(expected);
  });
});

describe('a sole tenant admin’s request', () => {
  it('reaches the system admins’ workqueue with its tenant’s name, and a system admin approves it', async () => {
    const tenant = await soleAdminTenant();
    const unit = await newUnitUnder(facts, tenant.ownerToken, tenant.root);
    expect((await deleteUnit(facts, tenant.ownerToken, unit.id, tenant.id)).status).toBe(200);
    // The requester may not approve it, whatever unit they act on.
    expect((await decide(tenant.ownerToken, unit.id, tenant.id, 'approve')).status).toBe(403);

    const item = await listed(admin, SYSTEM_UNIT, unit.id);
    expect(item).toMatchObject({
      identifier: unit.id,
      name: unit.name,
      tenantName: tenant.name,
      requestedBy: tenant.owner,
      ownRequest: false,
      mayApprove: { admins: [], platform: true },
    });
    const approved = await decide(admin, unit.id, SYSTEM_UNIT, 'approve');
    expect(approved.status).toBe(200);
    expect((await storedUnit(facts, unit.id))?.deletedTop).toBe(unit.id);
    expect((await get(tenant.ownerToken, `/orgunit/${unit.id}`, tenant.id)).status).toBe(404);
    expect(await listed(admin, SYSTEM_UNIT, unit.id)).toBeUndefined();
  });

  it('is decided by no admin of another tenant, and stays pending', async () => {
    const tenant = await soleAdminTenant();
    const other = await soleAdminTenant();
    const unit = await newUnitUnder(facts, tenant.ownerToken, tenant.root);
    expect((await deleteUnit(facts, tenant.ownerToken, unit.id, tenant.id)).status).toBe(200);
    for (const ouid of [other.id, tenant.id, SYSTEM_UNIT]) {
      for (const action of ['approve', 'reject'] as const) {
        expect((await decide(other.ownerToken, unit.id, ouid, action)).status).toBe(403);
      }
    }
    expect((await get(other.ownerToken, '/workqueue/deletion-requests', SYSTEM_UNIT)).status).toBe(
      403,
    );
    expect(await listed(other.ownerToken, other.id, unit.id)).toBeUndefined();
    expect(await storedUnit(facts, unit.id)).toMatchObject({ markedForDeletion: true });
    expect((await storedUnit(facts, unit.id))?.deletedTop).toBeUndefined();
  });
});

describe('a system admin’s own request', () => {
  it('is refused to them as to anyone who asked, and the tenant’s admin may approve it', async () => {
    const tenant = await soleAdminTenant();
    const unit = await newUnitUnder(facts, tenant.ownerToken, tenant.root);
    expect((await deleteUnit(facts, admin, unit.id, tenant.id)).status).toBe(200);
    for (const ouid of [SYSTEM_UNIT, tenant.id]) {
      expect((await decide(admin, unit.id, ouid, 'approve')).status).toBe(403);
    }
    expect((await storedUnit(facts, unit.id))?.deletedTop).toBeUndefined();
    const item = await listed(admin, SYSTEM_UNIT, unit.id);
    expect(item).toMatchObject({ ownRequest: true, mayApprove: { platform: false } });
    expect(item?.mayApprove.admins.map((approver) => approver.username)).toEqual([tenant.owner]);
    expect((await decide(tenant.ownerToken, unit.id, tenant.id, 'approve')).status).toBe(200);
  });
});
