/** What the team routes answer: the stored items without their keys. */
import type { TeamMembershipRecord, TeamRecord } from '../domain/records';
import type { TeamMemberView, TeamView } from '../domain/schemas/team';
import { isTeamRole } from '../domain/teams';

export function teamView(team: TeamRecord): TeamView {
  return {
    teamId: team.teamId,
    ouid: team.ouid,
    name: team.name,
    memberCount: team.memberCount,
    createdBy: team.createdBy,
    createdDate: team.createdDate,
    lastModifiedDate: team.lastModifiedDate,
    version: team.version,
  };
}

/** A member as the team lists them (a role the API never stores is left out). */
export function teamMemberViews(members: readonly TeamMembershipRecord[]): TeamMemberView[] {
  return members.flatMap((member) =>
    isTeamRole(member.role)
      ? [
          {
            username: member.username,
            teamId: member.teamId,
            role: member.role,
            createdDate: member.createdDate,
          },
        ]
      : [],
  );
}
