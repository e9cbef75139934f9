/**
 * Issue 14: teams of a unit. Unit admins create, rename and delete teams and manage their members;
 * a team's lead renames it and manages its members; members of the unit list and view teams;
 * nobody else reaches them. Only members of the unit join its teams, within the per-user bound,
 * and a fresh ID token carries the team roles (`teamId=role`) the database holds.
 */
import { DeleteCommand } from '@aws-sdk/lib-dynamodb';

import { keys } from '../../../lambdas/domain/data-keys';
import { MAX_TEAM_POLICIES_PER_USER } from '../../../lambdas/domain/records';
import { LOCAL_RESOURCES } from '../../../local/settings';
import { claimsOf, signIn, tableClient } from '../support/accounts';
import { adminToken, FORBIDDEN, uniqueName } from '../support/orgunit-api';
import { sharedPlatform } from '../support/shared-platform';
import { snapshotState, stateChanges } from '../support/snapshot-state';
import {
  accountWith,
  call,
  signedUpPerson,
  storedAuditOf,
  storedUser,
  type TestAccount,
  USER_PASSWORD,
} from '../support/users-api';

const { facts } = sharedPlatform();
// Several cases compare whole-table snapshots around each refused call: seconds on a busy machine.
jest.setTimeout(30_000);
let salesAdmin: TestAccount;
let engineeringAdmin: TestAccount;
let lead: TestAccount;
let member: TestAccount;
let outsider: TestAccount;

beforeAll(async () => {
  [salesAdmin, engineeringAdmin, lead, member, outsider] = await Promise.all([
    accountWith(facts, { 'ou-sales': ['admin'] }),
    accountWith(facts, { 'ou-engineering': ['admin'] }),
    accountWith(facts, { 'ou-sales': ['user'] }),
    accountWith(facts, { 'ou-sales': ['user'] }),
    accountWith(facts, { 'ou-engineering': ['user'] }),
  ]);
}, 60_000);

interface Team {
  teamId: string;
  name: string;
  version: number;
  memberCount: number;
}

const asSales = (caller: TestAccount, method: string, path: string, body?: unknown) =>
  call(facts, caller.token, method, path, { ouid: 'ou-sales', body });

async function newTeam(name = uniqueName('Team')): Promise<Team> {
  const answer = await asSales(salesAdmin, 'POST', '/team', { name });
  expect(answer.status).toBe(201);
  return (answer.body as { data: Team }).data;
}

async function teamPoliciesOf(account: TestAccount): Promise<string> {
  const { idToken } = await signIn(facts, account.username, USER_PASSWORD);
  return String(claimsOf(idToken).teamPolicies);
}

/** Sends the call and expects it refused with `status`, the table and buckets unchanged. */
async function refusedWithoutChange(send: () => Promise<{ status: number; body: unknown }>) {
  const before = await snapshotState(facts);
  const answer = await send();
  expect(stateChanges(before, await snapshotState(facts))).toEqual([]);
  return answer;
}

describe('creating, listing and renaming', () => {
  it('creates a team, lists it, and audits the change', async () => {
    const name = uniqueName('Alpha');
    const team = await newTeam(name);
    expect(team).toMatchObject({ name, memberCount: 0, version: 1, ouid: 'ou-sales' });
    expect(team.teamId).toMatch(/^team-[0-9a-f]{16}$/);

    const list = await asSales(member, 'GET', '/team?limit=500');
    expect(list.status).toBe(200);
    const names = (list.body as { items: Team[] }).items.map((item) => item.name);
    expect(names).toContain(name);
    expect(names).toEqual([...names].sort((a, b) => (a.toLowerCase() < b.toLowerCase() ? -1 : 1)));

    const audit = await storedAuditOf(facts, salesAdmin.username);
    expect(audit[0]).toMatchObject({
      targetEntity: 'team',
      targetId: team.teamId,
      action: 'create',
    });
  });

  it('refuses a duplicate name in any letter case (409), a blank or too long one (400)', async () => {
    const name = uniqueName('Beta');
    await newTeam(name);
    const duplicate = await refusedWithoutChange(() =>
      asSales(salesAdmin, 'POST', '/team', { name: ` ${name.toUpperCase()} ` }),
    );
    expect(duplicate).toMatchObject({
      status: 409,
      body: { error: 'A team with this name already exists in this unit' },
    });
    for (const bad of ['   ', 'x'.repeat(101), 'tab\there']) {
      const answer = await refusedWithoutChange(() =>
        asSales(salesAdmin, 'POST', '/team', { name: bad }),
      );
      expect(answer.status).toBe(400);
    }
    const extra = await asSales(salesAdmin, 'POST', '/team', { name: 'x', teamId: 'team-mine' });
    expect(extra.status).toBe(400);
  });

  it('renames with the version read; a stale version or a taken name is a 409', async () => {
    const team = await newTeam();
    const other = await newTeam();
    const renamed = await asSales(salesAdmin, 'PUT', `/team/${team.teamId}`, {
      name: `${team.name} renamed`,
      version: 1,
    });
    expect(renamed.status).toBe(200);
    expect((renamed.body as { data: Team }).data).toMatchObject({ version: 2 });
    const stale = await refusedWithoutChange(() =>
      asSales(salesAdmin, 'PUT', `/team/${team.teamId}`, { name: 'Stale', version: 1 }),
    );
    expect(stale.status).toBe(409);
    const taken = await refusedWithoutChange(() =>
      asSales(salesAdmin, 'PUT', `/team/${team.teamId}`, {
        name: other.name.toLowerCase(),
        version: 2,
      }),
    );
    expect(taken.status).toBe(409);
    // The old name is free again.
    await newTeam(team.name);
  });
});

describe('members and team roles', () => {
  let team: Team;

  beforeAll(async () => {
    team = await newTeam();
  });

  it('adds only members of the unit', async () => {
    for (const username of [outsider.username, engineeringAdmin.username, 'nobody-at-all']) {
      const answer = await refusedWithoutChange(() =>
        asSales(salesAdmin, 'PUT', `/team/${team.teamId}/member/${username}`, { role: 'member' }),
      );
      expect(answer).toMatchObject({
        status: 400,
        body: { error: 'Only members of the unit can join its teams' },
      });
    }
    const badRole = await refusedWithoutChange(() =>
      asSales(salesAdmin, 'PUT', `/team/${team.teamId}/member/${lead.username}`, {
        role: 'admin',
      }),
    );
    expect(badRole.status).toBe(400);
  });

  it('makes a lead, whose fresh ID token carries teamId=lead', async () => {
    const added = await asSales(salesAdmin, 'PUT', `/team/${team.teamId}/member/${lead.username}`, {
      role: 'lead',
    });
    expect(added.status).toBe(200);
    expect(await teamPoliciesOf(lead)).toBe(`${team.teamId}=lead`);
    const items = await storedUser(facts, lead.username);
    expect(items[`TEAMMEMBER#${team.teamId}`]).toMatchObject({ role: 'lead', ouid: 'ou-sales' });
  });

  it('lets a member of the unit view the team but change nothing', async () => {
    const detail = await asSales(member, 'GET', `/team/${team.teamId}`);
    expect(detail.status).toBe(200);
    expect((detail.body as { data: { members: unknown[] } }).data.members).toEqual([
      expect.objectContaining({ username: lead.username, role: 'lead' }),
    ]);
    const attempts = [
      () => asSales(member, 'PUT', `/team/${team.teamId}`, { name: 'Member rename', version: 1 }),
      () => asSales(member, 'DELETE', `/team/${team.teamId}`),
      () => asSales(member, 'POST', '/team', { name: uniqueName('Member team') }),
      () =>
        asSales(member, 'PUT', `/team/${team.teamId}/member/${member.username}`, { role: 'lead' }),
      () => asSales(member, 'DELETE', `/team/${team.teamId}/member/${lead.username}`),
    ];
    for (const attempt of attempts) {
      expect(await refusedWithoutChange(attempt)).toMatchObject({ status: 403, body: FORBIDDEN });
    }
  });

  it('lets the lead rename the team and manage its members, not delete it', async () => {
    const added = await asSales(lead, 'PUT', `/team/${team.teamId}/member/${member.username}`, {
      role: 'member',
    });
    expect(added.status).toBe(200);
    const renamed = await asSales(lead, 'PUT', `/team/${team.teamId}`, {
      name: `${team.name} by lead`,
      version: team.version,
    });
    expect(renamed.status).toBe(200);
    const detail = await asSales(lead, 'GET', `/team/${team.teamId}`);
    expect((detail.body as { data: Team & { callerRole?: string } }).data).toMatchObject({
      memberCount: 2,
      callerRole: 'lead',
    });
    const deleted = await refusedWithoutChange(() =>
      asSales(lead, 'DELETE', `/team/${team.teamId}`),
    );
    expect(deleted.status).toBe(403);
    const removed = await asSales(lead, 'DELETE', `/team/${team.teamId}/member/${member.username}`);
    expect(removed.status).toBe(200);
    expect(await teamPoliciesOf(member)).toBe('');
    const again = await asSales(lead, 'DELETE', `/team/${team.teamId}/member/${member.username}`);
    expect(again.status).toBe(404);
  });

  it("refuses another unit's admin and a non-member, whatever x-ouid they send", async () => {
    const routes: [string, string, unknown?][] = [
      ['GET', '/team'],
      ['GET', `/team/${team.teamId}`],
      ['PUT', `/team/${team.teamId}`, { name: 'Hijacked', version: 1 }],
      ['DELETE', `/team/${team.teamId}`],
      ['PUT', `/team/${team.teamId}/member/${engineeringAdmin.username}`, { role: 'lead' }],
      ['DELETE', `/team/${team.teamId}/member/${lead.username}`],
    ];
    const before = await snapshotState(facts);
    for (const caller of [engineeringAdmin, outsider]) {
      // Acting on their own unit they list its teams, rightly; the victim team is not there.
      for (const ouid of ['ou-sales', 'ou-engineering']) {
        for (const [method, path, body] of routes.slice(ouid === 'ou-sales' ? 0 : 1)) {
          const answer = await call(facts, caller.token, method, path, { ouid, body });
          expect({ method, path, ouid, status: answer.status, body: answer.body }).toEqual({
            method,
            path,
            ouid,
            status: 403,
            body: FORBIDDEN,
          });
        }
      }
    }
    expect(stateChanges(before, await snapshotState(facts))).toEqual([]);
  });

  it('ignores a team role once its holder left the unit', async () => {
    const leaver = await accountWith(facts, { 'ou-sales': ['user'] });
    const joined = await asSales(
      salesAdmin,
      'PUT',
      `/team/${team.teamId}/member/${leaver.username}`,
      {
        role: 'lead',
      },
    );
    expect(joined.status).toBe(200);
    expect(await teamPoliciesOf(leaver)).toBe(`${team.teamId}=lead`);
    const table = tableClient(facts);
    try {
      await table.send(
        new DeleteCommand({
          TableName: LOCAL_RESOURCES.tableName,
          Key: keys.membership(leaver.username, 'ou-sales'),
        }),
      );
    } finally {
      table.destroy();
    }
    expect(await teamPoliciesOf(leaver)).toBe('');
  });
});

describe('deleting', () => {
  it('deletes a team with its memberships; its name is free again', async () => {
    const team = await newTeam();
    const joined = await asSales(
      salesAdmin,
      'PUT',
      `/team/${team.teamId}/member/${member.username}`,
      {
        role: 'lead',
      },
    );
    expect(joined.status).toBe(200);
    const deleted = await asSales(salesAdmin, 'DELETE', `/team/${team.teamId}`);
    expect(deleted.status).toBe(200);
    const items = await storedUser(facts, member.username);
    expect(items[`TEAMMEMBER#${team.teamId}`]).toBeUndefined();
    expect(await teamPoliciesOf(member)).toBe('');
    // Gone for everyone, admins included: the same refusal as for a team of another unit.
    const gone = await asSales(salesAdmin, 'GET', `/team/${team.teamId}`);
    expect(gone).toMatchObject({ status: 403, body: FORBIDDEN });
    await newTeam(team.name);
  });
});

describe('leaving the unit', () => {
  /** A profile-holding member of ou-sales (added through the API) in a new team, as its lead. */
  async function memberInTeam() {
    const person = await signedUpPerson(facts, 'leaver');
    const added = await asSales(salesAdmin, 'POST', '/orguser', {
      ...person,
      roles: ['ou-sales=user'],
    });
    expect(added.status).toBe(201);
    const team = await newTeam();
    const joined = await asSales(
      salesAdmin,
      'PUT',
      `/team/${team.teamId}/member/${person.username}`,
      { role: 'lead' },
    );
    expect(joined.status).toBe(200);
    const profile = (await storedUser(facts, person.username)).PROFILE as { version: number };
    return { person, team, version: profile.version };
  }

  const teamOf = async (team: Team) =>
    (await asSales(salesAdmin, 'GET', `/team/${team.teamId}`)).body as {
      data: Team & { members: { username: string }[] };
    };

  it("removes the user's team memberships of a unit they are removed from", async () => {
    const { person, team, version } = await memberInTeam();
    const admin = await adminToken(facts);
    const changed = await call(facts, admin, 'PUT', `/userprofile/${person.username}`, {
      ouid: 'ou-root',
      body: { policies: ['ou-engineering=user'], version },
    });
    expect(changed.status).toBe(200);
    expect(Object.keys(await storedUser(facts, person.username))).not.toContain(
      `TEAMMEMBER#${team.teamId}`,
    );
    const { data } = await teamOf(team);
    expect({ count: data.memberCount, members: data.members }).toEqual({ count: 0, members: [] });
  });

  it("removes a deleted profile's team memberships", async () => {
    const { person, team } = await memberInTeam();
    const admin = await adminToken(facts);
    const deleted = await call(facts, admin, 'DELETE', `/userprofile/${person.username}`, {
      ouid: 'ou-root',
    });
    expect(deleted.status).toBe(200);
    expect(await storedUser(facts, person.username)).toEqual({});
    const { data } = await teamOf(team);
    expect({ count: data.memberCount, members: data.members }).toEqual({ count: 0, members: [] });
  });
});

describe('bounds', () => {
  it(`keeps a user within ${MAX_TEAM_POLICIES_PER_USER} teams (409 beyond)`, async () => {
    const joiner = await accountWith(facts, { 'ou-sales': ['user'] });
    const teams: Team[] = [];
    for (let index = 0; index <= MAX_TEAM_POLICIES_PER_USER; index += 1)
      teams.push(await newTeam());
    for (const team of teams.slice(0, MAX_TEAM_POLICIES_PER_USER)) {
      const answer = await asSales(
        salesAdmin,
        'PUT',
        `/team/${team.teamId}/member/${joiner.username}`,
        {
          role: 'member',
        },
      );
      expect(answer.status).toBe(200);
    }
    const last = teams[MAX_TEAM_POLICIES_PER_USER] as Team;
    const refused = await refusedWithoutChange(() =>
      asSales(salesAdmin, 'PUT', `/team/${last.teamId}/member/${joiner.username}`, {
        role: 'member',
      }),
    );
    expect(refused).toMatchObject({
      status: 409,
      body: { error: `A user can belong to at most ${MAX_TEAM_POLICIES_PER_USER} teams` },
    });
    const claim = await teamPoliciesOf(joiner);
    expect(claim.split(';')).toHaveLength(MAX_TEAM_POLICIES_PER_USER);
  }, 60_000);
});
