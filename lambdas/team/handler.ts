/** The team Lambda: teams of a unit and their members. */
import { createResourceHandler } from '../shared/router';
import { createTeamOperation } from './create-team';
import { deleteTeamMemberOperation } from './delete-member';
import { deleteTeamOperation } from './delete-team';
import { getTeamOperation } from './get-team';
import { listTeamsOperation } from './list-teams';
import { putTeamMemberOperation } from './put-member';
import { renameTeamOperation } from './rename-team';

export const handler = createResourceHandler('team', {
  'GET /team': listTeamsOperation,
  'POST /team': createTeamOperation,
  'GET /team/{teamId}': getTeamOperation,
  'PUT /team/{teamId}': renameTeamOperation,
  'DELETE /team/{teamId}': deleteTeamOperation,
  'PUT /team/{teamId}/member/{username}': putTeamMemberOperation,
  'DELETE /team/{teamId}/member/{username}': deleteTeamMemberOperation,
});
