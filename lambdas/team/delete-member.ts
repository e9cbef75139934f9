/** DELETE /team/{teamId}/member/{username} (the unit's admins and the team's leads). */
import type { TeamMembershipRecord } from '../domain/records';
import { publishQuerySchema } from '../domain/schemas/publish-flag';
import { commitChange } from '../shared/change';
import { NotFoundError } from '../shared/errors';
import { publishRequested } from '../shared/events';
import { API_MESSAGES } from '../shared/messages';
import { ok, type Operation } from '../shared/operation';
import {
  countMemberWrite,
  deleteTeamMembershipWrite,
  getTeamMembership,
  type StoredTeam,
} from '../shared/repositories/teams';
import { parseQuery } from '../shared/request-query';
import { TEAM_MESSAGES } from './messages';
import { readTeam, requireTeam } from './team-access';

type Prefetched = [StoredTeam, TeamMembershipRecord | undefined];

export const deleteTeamMemberOperation: Operation<Prefetched> = {
  prefetch: (input) =>
    Promise.all([
      readTeam(input),
      getTeamMembership(input.pathParameters.username ?? '', input.pathParameters.teamId ?? ''),
    ]),
  run: async ({ auth, query, log, prefetched: [stored, membership] }) => {
    parseQuery(query, publishQuerySchema);
    const { team, unit } = requireTeam(auth, stored, 'ManageTeamMembers');
    // The caller may see the team's members, so saying who is not one tells nothing new.
    if (!membership) throw new NotFoundError(TEAM_MESSAGES.notTeamMember);
    const username = membership.username;
    const answer = ok({ data: { username, teamId: team.teamId, deleted: true } });
    await commitChange(
      [
        deleteTeamMembershipWrite(username, team.teamId, TEAM_MESSAGES.notTeamMember),
        countMemberWrite(team, -1, API_MESSAGES.concurrentChange),
      ],
      {
        entity: 'team',
        action: 'update',
        id: team.teamId,
        ouid: unit.id,
        actor: auth.username,
        summary: TEAM_MESSAGES.summaries.memberRemoved(username, team.name),
      },
      { publish: publishRequested(query), log, answer },
    );
    return answer;
  },
};
