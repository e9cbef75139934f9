/**
 * PUT /team/{teamId}/member/{username} (the unit's admins and the team's leads): adds a member of
 * the unit to the team with a team role, or changes their role. The user's team memberships stay
 * within MAX_TEAM_POLICIES_PER_USER and their policy claims within the token budget; the user
 * must still belong to the unit at commit time, and the change bumps their profile's version, so
 * it serialises with the other changes of the same user (no bound is overshot by a race).
 */
import { MAX_TEAM_MEMBERS, MAX_TEAM_POLICIES_PER_USER } from '../domain/records';
import { publishQuerySchema } from '../domain/schemas/publish-flag';
import { profileBump } from '../appuser/profile-bump';
import { commitChange } from '../shared/change';
import { BadRequestError, ConflictError } from '../shared/errors';
import { publishRequested } from '../shared/events';
import { API_MESSAGES } from '../shared/messages';
import { ok, type RouteOperation } from '../shared/operation';
import { membershipCheck } from '../shared/repositories/memberships';
import { loadUser, type UserHoldings } from '../shared/repositories/profiles';
import {
  countMemberWrite,
  putTeamMembershipWrite,
  type StoredTeam,
  teamExistsCheck,
} from '../shared/repositories/teams';
import { parseQuery } from '../shared/request-query';
import { assertTokenBudget } from '../userprofile/token-budget';
import { TEAM_MESSAGES } from './messages';
import { readTeam, requireTeam } from './team-access';

type Prefetched = [StoredTeam, UserHoldings];

type PutMemberOperation = RouteOperation<'PUT /team/{teamId}/member/{username}', Prefetched>;

export const putTeamMemberOperation: PutMemberOperation = {
  prefetch: (input) =>
    Promise.all([readTeam(input), loadUser(input.pathParameters.username ?? '')]),
  run: async ({ auth, body, query, log, prefetched: [stored, holdings] }) => {
    parseQuery(query, publishQuerySchema);
    const { role } = body;
    const { team, unit } = requireTeam(auth, stored, 'ManageTeamMembers');
    // The same answer whether the user does not exist or belongs elsewhere.
    const inUnit = holdings.memberships.find((m) => m.ouid === unit.id);
    if (!inUnit) throw new BadRequestError(TEAM_MESSAGES.notUnitMember);
    const username = holdings.profile?.username ?? inUnit.username;
    const teams = holdings.teamMemberships ?? [];
    const existing = teams.find((t) => t.teamId === team.teamId);
    const view = (createdDate: string) => ({ username, teamId: team.teamId, role, createdDate });
    if (existing?.role === role) return ok({ data: view(existing.createdDate) });

    const others = teams.filter((t) => t !== existing);
    if (!existing && others.length >= MAX_TEAM_POLICIES_PER_USER) {
      throw new ConflictError(TEAM_MESSAGES.tooManyTeams(MAX_TEAM_POLICIES_PER_USER));
    }
    if (!existing && team.memberCount >= MAX_TEAM_MEMBERS) {
      throw new ConflictError(TEAM_MESSAGES.teamFull(MAX_TEAM_MEMBERS));
    }
    const at = new Date().toISOString();
    const fields = {
      username,
      teamId: team.teamId,
      ouid: unit.id,
      ouidChain: unit.ouidChain,
      role,
      createdDate: existing?.createdDate ?? at,
    };
    assertTokenBudget(holdings.memberships, holdings.appMemberships, [...others, fields]);
    const answer = ok({ data: view(fields.createdDate) });
    await commitChange(
      [
        membershipCheck(username, unit.id, TEAM_MESSAGES.notUnitMember),
        putTeamMembershipWrite(fields, !existing, API_MESSAGES.concurrentChange),
        existing
          ? teamExistsCheck(team, TEAM_MESSAGES.teamGone)
          : countMemberWrite(team, 1, TEAM_MESSAGES.teamFull(MAX_TEAM_MEMBERS)),
        ...profileBump(holdings, at),
      ],
      {
        entity: 'team',
        action: 'update',
        id: team.teamId,
        ouid: unit.id,
        actor: auth.username,
        summary: existing
          ? TEAM_MESSAGES.summaries.memberChanged(username, team.name, role)
          : TEAM_MESSAGES.summaries.memberAdded(username, team.name, role),
      },
      { publish: publishRequested(query), log, answer },
    );
    return answer;
  },
};
