/** Texts the team routes send back. */
export const TEAM_MESSAGES = {
  unitRequired: 'The x-ouid header must name the unit of the teams',
  duplicateName: 'A team with this name already exists in this unit',
  staleVersion:
    'This team was changed by someone else since you loaded it; reload it and try again',
  changedMeanwhile:
    'This team or its members changed while it was being deleted; reload it and try again',
  teamGone: 'This team no longer exists',
  notUnitMember: 'Only members of the unit can join its teams',
  notTeamMember: 'This user is not a member of the team',
  teamFull: (limit: number) => `A team has at most ${limit} members`,
  tooManyTeams: (limit: number) => `A user can belong to at most ${limit} teams`,
  summaries: {
    created: (name: string, id: string) => `Created team '${name}' (${id})`,
    renamed: (from: string, to: string) => `Renamed team '${from}' to '${to}'`,
    deleted: (name: string, members: number) =>
      `Deleted team '${name}' and its ${members} membership${members === 1 ? '' : 's'}`,
    memberAdded: (username: string, team: string, role: string) =>
      `Added ${username} to team '${team}' as ${role}`,
    memberChanged: (username: string, team: string, role: string) =>
      `Made ${username} ${role} of team '${team}'`,
    memberRemoved: (username: string, team: string) => `Removed ${username} from team '${team}'`,
  },
} as const;
