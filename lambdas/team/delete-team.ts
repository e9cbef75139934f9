/**
 * DELETE /team/{teamId} (the unit's admins): the team, its name holder and every membership go in
 * one transaction. A team has at most MAX_TEAM_MEMBERS members, so they always fit; the delete is
 * conditional on the version and member count read, so a member added meanwhile is never left
 * behind (409 instead).
 */
import { MAX_TEAM_MEMBERS, type TeamMembershipRecord } from '../domain/records';
import { publishQuerySchema } from '../domain/schemas/publish-flag';
import { commitChange, type GuardedWrite, type TransactItem } from '../shared/change';
import { ConflictError } from '../shared/errors';
import { publishRequested } from '../shared/events';
import { API_MESSAGES } from '../shared/messages';
import { ok, type Operation } from '../shared/operation';
import {
  deleteTeamMembershipWrite,
  deleteTeamWrite,
  listTeamMembers,
  releaseTeamName,
  type StoredTeam,
} from '../shared/repositories/teams';
import { parseQuery } from '../shared/request-query';
import { TEAM_MESSAGES } from './messages';
import { readTeam, requireTeam } from './team-access';

type Prefetched = [StoredTeam, TeamMembershipRecord[]];

export const deleteTeamOperation: Operation<Prefetched> = {
  prefetch: (input) =>
    Promise.all([readTeam(input), listTeamMembers(input.pathParameters.teamId ?? '')]),
  run: async ({ auth, query, log, prefetched: [stored, members] }) => {
    parseQuery(query, publishQuerySchema);
    const { team, unit } = requireTeam(auth, stored, 'DeleteTeam');
    if (members.length > MAX_TEAM_MEMBERS) throw new ConflictError(TEAM_MESSAGES.changedMeanwhile);
    const writes: (GuardedWrite | TransactItem)[] = [
      deleteTeamWrite(team, TEAM_MESSAGES.changedMeanwhile),
      releaseTeamName(unit.id, team.teamId, team.name, API_MESSAGES.concurrentChange),
      ...members.map((member) => deleteTeamMembershipWrite(member.username, team.teamId)),
    ];
    const answer = ok({ data: { teamId: team.teamId, ouid: unit.id, deleted: true } });
    await commitChange(
      writes,
      {
        entity: 'team',
        action: 'delete',
        id: team.teamId,
        ouid: unit.id,
        actor: auth.username,
        summary: TEAM_MESSAGES.summaries.deleted(team.name, members.length),
      },
      { publish: publishRequested(query), log, answer },
    );
    return answer;
  },
};
