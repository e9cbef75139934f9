/** POST /team: a new team in the acting unit, its name unique there (any letter case). */
import { randomBytes } from 'node:crypto';

import { publishQuerySchema } from '../domain/schemas/publish-flag';
import { commitChange } from '../shared/change';
import { ForbiddenError } from '../shared/errors';
import { publishRequested } from '../shared/events';
import { API_MESSAGES } from '../shared/messages';
import { created, type RouteOperation } from '../shared/operation';
import { claimTeamName, putNewTeam, teamRecord } from '../shared/repositories/teams';
import { parseQuery } from '../shared/request-query';
import { TEAM_MESSAGES } from './messages';
import { teamView } from './views';

export function newTeamId(): string {
  return `team-${randomBytes(8).toString('hex')}`;
}

export const createTeamOperation: RouteOperation<'POST /team'> = {
  run: async ({ auth, body, query, username, log }) => {
    parseQuery(query, publishQuerySchema);
    const unit = auth.actingUnit;
    // Only a system admin gets here with an acting unit that does not exist.
    if (!unit) throw new ForbiddenError();
    const at = new Date().toISOString();
    const record = teamRecord({
      teamId: newTeamId(),
      ouid: unit.id,
      ouidChain: unit.ouidChain,
      name: body.name,
      memberCount: 0,
      createdBy: username,
      createdDate: at,
      lastModifiedDate: at,
      version: 1,
    });
    const answer = created({ data: teamView(record) });
    await commitChange(
      [
        putNewTeam(record, API_MESSAGES.concurrentChange),
        claimTeamName(unit.id, record.teamId, record.name, TEAM_MESSAGES.duplicateName),
      ],
      {
        entity: 'team',
        action: 'create',
        id: record.teamId,
        ouid: unit.id,
        actor: username,
        summary: TEAM_MESSAGES.summaries.created(record.name, record.teamId),
      },
      { publish: publishRequested(query), log, answer },
    );
    return answer;
  },
};
