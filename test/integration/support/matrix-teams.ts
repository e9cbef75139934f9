/**
 * The victim teams of the cross-tenant matrix, in ou-sales: one read (with the `viewed` user as
 * its member, whom the member removal sample takes out), one renamed and joined, one deleted.
 */
import { teamMembershipRecord, teamNameRecord, teamRecord } from '../../../lambdas/domain/teams';

const CREATED = '2026-02-01T00:00:00.000Z';
const SALES_CHAIN = 'ou-root/ou-sales';

export const VICTIM_TEAMS = ['read', 'edited', 'deleted'] as const;
export type VictimTeam = (typeof VICTIM_TEAMS)[number];

export function victimTeams(
  prefix: string,
  memberUsername: string,
): { teams: Record<VictimTeam, string>; items: object[] } {
  const teams = Object.fromEntries(
    VICTIM_TEAMS.map((name) => [name, `team-${prefix}-${name}`]),
  ) as Record<VictimTeam, string>;
  const items: object[] = VICTIM_TEAMS.flatMap((name) => {
    const teamId = teams[name];
    const teamName = `Matrix team ${prefix} ${name}`;
    return [
      teamRecord({
        teamId,
        ouid: 'ou-sales',
        ouidChain: SALES_CHAIN,
        name: teamName,
        memberCount: name === 'read' ? 1 : 0,
        createdBy: 'matrix',
        createdDate: CREATED,
        lastModifiedDate: CREATED,
        version: 1,
      }),
      teamNameRecord({ ouid: 'ou-sales', teamId, name: teamName }),
    ];
  });
  items.push(
    teamMembershipRecord({
      username: memberUsername,
      teamId: teams.read,
      ouid: 'ou-sales',
      ouidChain: SALES_CHAIN,
      role: 'member',
      createdDate: CREATED,
    }),
  );
  return { teams, items };
}
