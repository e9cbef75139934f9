/** GET /team/{teamId}: a team of the acting unit with its members and the caller's own role. */
import { ok, type Operation } from '../shared/operation';
import { listTeamMembers, type StoredTeam } from '../shared/repositories/teams';
import type { TeamMembershipRecord } from '../domain/records';
import { readTeam, requireTeam } from './team-access';
import { teamMemberViews, teamView } from './views';

type Prefetched = [StoredTeam, TeamMembershipRecord[]];

export const getTeamOperation: Operation<Prefetched> = {
  prefetch: (input) =>
    Promise.all([readTeam(input), listTeamMembers(input.pathParameters.teamId ?? '')]),
  run: async ({ auth, prefetched: [stored, members] }) => {
    const { team, callerRole } = requireTeam(auth, stored, 'ViewTeam');
    return ok({
      data: {
        ...teamView(team),
        members: teamMemberViews(members),
        ...(callerRole ? { callerRole } : {}),
      },
    });
  },
};
