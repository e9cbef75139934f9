/**
 * PUT /team/{teamId}: renames the version of the team the caller loaded (the unit's admins and
 * the team's leads). A new name moves the team's name holder in the same transaction.
 */
import { publishQuerySchema } from '../domain/schemas/publish-flag';
import { commitChange, type GuardedWrite } from '../shared/change';
import { ConflictError } from '../shared/errors';
import { publishRequested } from '../shared/events';
import { API_MESSAGES } from '../shared/messages';
import { ok, type RouteOperation } from '../shared/operation';
import {
  claimTeamName,
  releaseTeamName,
  renameTeamWrite,
  type StoredTeam,
} from '../shared/repositories/teams';
import { parseQuery } from '../shared/request-query';
import { TEAM_MESSAGES } from './messages';
import { readTeam, requireTeam } from './team-access';
import { teamView } from './views';

const folded = (name: string) => name.trim().toLowerCase();

export const renameTeamOperation: RouteOperation<'PUT /team/{teamId}', StoredTeam> = {
  prefetch: readTeam,
  run: async ({ auth, body, query, log, prefetched }) => {
    parseQuery(query, publishQuerySchema);
    const { team, unit } = requireTeam(auth, prefetched, 'EditTeam');
    if (team.version !== body.version) throw new ConflictError(TEAM_MESSAGES.staleVersion);
    const at = new Date().toISOString();
    const writes: GuardedWrite[] = [
      renameTeamWrite(team, body.version, body.name, at, TEAM_MESSAGES.staleVersion),
    ];
    if (folded(team.name) !== folded(body.name)) {
      writes.push(
        releaseTeamName(unit.id, team.teamId, team.name, API_MESSAGES.concurrentChange),
        claimTeamName(unit.id, team.teamId, body.name, TEAM_MESSAGES.duplicateName),
      );
    }
    const renamed = { ...team, name: body.name, lastModifiedDate: at, version: body.version + 1 };
    const answer = ok({ data: teamView(renamed) });
    await commitChange(
      writes,
      {
        entity: 'team',
        action: 'update',
        id: team.teamId,
        ouid: unit.id,
        actor: auth.username,
        summary: TEAM_MESSAGES.summaries.renamed(team.name, body.name),
      },
      { publish: publishRequested(query), log, answer },
    );
    return answer;
  },
};
