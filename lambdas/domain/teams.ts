/**
 * Teams of a unit: their stored items (keys in data-keys.ts) and the team policies they put in
 * the ID token's `teamPolicies` claim. A team policy is written like an org policy with the team
 * id in the unit's place: `{teamId}=lead` (policies.ts, `formatPolicies`).
 */
import { keys } from './data-keys';
import { nameOrderKey } from './name-words';
import { TEAM_ROLES, type TeamRole } from './permissions';
import { isWellFormedPolicy, type Policy } from './policies';
import {
  MAX_TEAM_POLICIES_PER_USER,
  type TeamMembershipRecord,
  type TeamNameRecord,
  type TeamRecord,
} from './records';
import { usernameKey } from './usernames';

export type TeamFields = Omit<TeamRecord, 'PK' | 'SK' | 'GSI1PK' | 'GSI1SK' | 'entity'>;

/** A team, listed under its unit in name order. */
export function teamRecord(fields: TeamFields): TeamRecord {
  return {
    ...keys.team(fields.ouid, fields.teamId),
    GSI1PK: keys.unitTeams(fields.ouid),
    GSI1SK: nameOrderKey(fields.name, fields.teamId),
    entity: 'team',
    ...fields,
  };
}

export function teamNameRecord(fields: { ouid: string; teamId: string; name: string }) {
  const record: TeamNameRecord = {
    ...keys.teamName(fields.ouid, fields.name),
    entity: 'teamname',
    ouid: fields.ouid,
    teamId: fields.teamId,
  };
  return record;
}

export type TeamMembershipFields = Omit<
  TeamMembershipRecord,
  'PK' | 'SK' | 'GSI1PK' | 'GSI1SK' | 'entity'
>;

/** A user's role in a team, listed under the team in username order. */
export function teamMembershipRecord(fields: TeamMembershipFields): TeamMembershipRecord {
  return {
    ...keys.teamMembership(fields.username, fields.teamId),
    GSI1PK: keys.teamMembers(fields.teamId),
    GSI1SK: keys.user(fields.username),
    entity: 'teammembership',
    ...fields,
  };
}

export function isTeamRole(role: string): role is TeamRole {
  return (TEAM_ROLES as readonly string[]).includes(role);
}

/**
 * The team policies a user's token carries: one `{teamId}={role}` per team membership whose unit
 * the user still belongs to (removing a user from a unit leaves no team grant behind), only
 * well-formed ones, at most MAX_TEAM_POLICIES_PER_USER, in team id order.
 */
export function teamPoliciesOf(
  memberships: readonly { ouid: string }[],
  teamMemberships: readonly Pick<TeamMembershipRecord, 'teamId' | 'ouid' | 'role'>[],
): Policy[] {
  const units = new Set(memberships.map((membership) => membership.ouid));
  return teamMemberships
    .filter((team) => units.has(team.ouid) && isTeamRole(team.role))
    .map((team) => ({ ouid: team.teamId, roles: [team.role] }))
    .filter(isWellFormedPolicy)
    .sort((a, b) => (a.ouid < b.ouid ? -1 : a.ouid > b.ouid ? 1 : 0))
    .slice(0, MAX_TEAM_POLICIES_PER_USER);
}

/** The user's role in a team, if they hold one that still counts (see `teamPoliciesOf`). */
export function teamRoleOf(
  username: string,
  memberships: readonly { ouid: string }[],
  teamMembership: Pick<TeamMembershipRecord, 'username' | 'ouid' | 'role'> | undefined,
): TeamRole | undefined {
  if (!teamMembership || usernameKey(teamMembership.username) !== usernameKey(username)) {
    return undefined;
  }
  if (!memberships.some((membership) => membership.ouid === teamMembership.ouid)) return undefined;
  return isTeamRole(teamMembership.role) ? teamMembership.role : undefined;
}
