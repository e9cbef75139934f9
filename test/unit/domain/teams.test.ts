/** The team role table (who may do what to a team) and the team policies a token carries. */
import {
  mayOnTeam,
  TEAM_ROLE_PERMISSIONS,
  type TeamPermission,
  type TeamRole,
} from '../../../lambdas/domain/permissions';
import { parsePolicies } from '../../../lambdas/domain/policies';
import { MAX_TEAM_POLICIES_PER_USER } from '../../../lambdas/domain/records';
import { teamPoliciesOf, teamRoleOf } from '../../../lambdas/domain/teams';
import { policyClaims } from '../../../lambdas/domain/token-claims';
import type { UnitPlacement } from '../../../lambdas/domain/units';

const sales: UnitPlacement = { id: 'ou-sales', type: 'ORGUNIT', ouidChain: 'ou-root/ou-sales' };
const PERMISSIONS: TeamPermission[] = [
  'ListTeams',
  'ViewTeam',
  'CreateTeam',
  'DeleteTeam',
  'EditTeam',
  'ManageTeamMembers',
];

function allowed(policies: string, teamRole?: TeamRole) {
  return PERMISSIONS.filter((permission) =>
    mayOnTeam(permission, parsePolicies(policies), sales, teamRole),
  );
}

describe('what a team role allows', () => {
  it('lets admins covering the unit do everything to its teams, with or without a team role', () => {
    expect(allowed('ou-sales=admin')).toEqual(PERMISSIONS);
    expect(allowed('ou-root=admin', 'member')).toEqual(PERMISSIONS);
    expect(allowed('system=admin')).toEqual(PERMISSIONS);
  });

  it('lets a member of the unit list and view teams only', () => {
    expect(allowed('ou-sales=user')).toEqual(['ListTeams', 'ViewTeam']);
    expect(allowed('ou-sales=user', 'member')).toEqual(['ListTeams', 'ViewTeam']);
  });

  it("lets a team's lead rename it and manage its members, never create or delete teams", () => {
    expect(allowed('ou-sales=user', 'lead')).toEqual([
      'ListTeams',
      'ViewTeam',
      'EditTeam',
      'ManageTeamMembers',
    ]);
    expect(TEAM_ROLE_PERMISSIONS.lead).not.toContain('DeleteTeam');
  });

  it('gives a team role nothing without a policy covering the unit', () => {
    expect(allowed('ou-engineering=admin', 'lead')).toEqual([]);
    expect(allowed('', 'lead')).toEqual([]);
  });
});

describe('team policies in the token', () => {
  const units = [{ ouid: 'ou-sales' }];

  it('formats each counted team membership as teamId=role, like an org policy', () => {
    const policies = teamPoliciesOf(units, [
      { teamId: 'team-b', ouid: 'ou-sales', role: 'member' },
      { teamId: 'team-a', ouid: 'ou-sales', role: 'lead' },
    ]);
    expect(policyClaims([], [], policies).teamPolicies).toBe('team-a=lead;team-b=member');
    expect(policyClaims([], []).teamPolicies).toBe('');
  });

  it('leaves out memberships of units the user left, unknown roles and malformed ids', () => {
    const policies = teamPoliciesOf(units, [
      { teamId: 'team-gone', ouid: 'ou-engineering', role: 'lead' },
      { teamId: 'team-odd', ouid: 'ou-sales', role: 'owner' },
      { teamId: 'team-x;system=admin', ouid: 'ou-sales', role: 'lead' },
      { teamId: 'team-ok', ouid: 'ou-sales', role: 'member' },
    ]);
    expect(policies).toEqual([{ ouid: 'team-ok', roles: ['member'] }]);
  });

  it('carries at most MAX_TEAM_POLICIES_PER_USER team policies', () => {
    const many = Array.from({ length: MAX_TEAM_POLICIES_PER_USER + 5 }, (_, index) => ({
      teamId: `team-${String(index).padStart(3, '0')}`,
      ouid: 'ou-sales',
      role: 'member',
    }));
    expect(teamPoliciesOf(units, many)).toHaveLength(MAX_TEAM_POLICIES_PER_USER);
  });

  it("reads the caller's stored team role only while they belong to the team's unit", () => {
    const own = { username: 'Alice', ouid: 'ou-sales', role: 'lead' };
    expect(teamRoleOf('alice', parsePolicies('ou-sales=user'), own)).toBe('lead');
    expect(teamRoleOf('alice', parsePolicies('ou-root=user'), own)).toBeUndefined();
    expect(teamRoleOf('bob', parsePolicies('ou-sales=user'), own)).toBeUndefined();
    expect(teamRoleOf('alice', parsePolicies('ou-sales=user'), undefined)).toBeUndefined();
  });
});
