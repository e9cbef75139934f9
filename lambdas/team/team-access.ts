/**
 * The team a route names, in the acting unit (`x-ouid` names the team's unit), and whether the
 * caller may do the route's thing to it: the unit role from the database policies, and the
 * caller's role in this team as stored (never the token's). A team that is not in the acting
 * unit is refused like a team the caller may not touch: nothing tells whether it exists.
 */
import { mayOnTeam, type TeamPermission, type TeamRole } from '../domain/permissions';
import type { TeamRecord } from '../domain/records';
import { teamRoleOf } from '../domain/teams';
import type { UnitPlacement } from '../domain/units';
import type { AuthContext } from '../shared/authorize';
import { ForbiddenError } from '../shared/errors';
import type { OperationInput } from '../shared/operation';
import { getTeam, type StoredTeam } from '../shared/repositories/teams';

export interface TeamAccess {
  team: TeamRecord;
  unit: UnitPlacement;
  /** The caller's role in the team, when they hold one that counts. */
  callerRole?: TeamRole;
}

/** Reads the team and the caller's membership of it (alongside the authorization's reads). */
export function readTeam({ actingUnitId, pathParameters, username }: OperationInput) {
  return getTeam(actingUnitId ?? '', pathParameters.teamId ?? '', username);
}

export function requireTeam(
  auth: AuthContext,
  stored: StoredTeam,
  permission: TeamPermission,
): TeamAccess {
  const unit = auth.actingUnit;
  const team = stored.team;
  if (!unit || !team || team.ouid !== unit.id) throw new ForbiddenError();
  const own = stored.callerMembership;
  const callerRole =
    own && own.teamId === team.teamId ? teamRoleOf(auth.username, auth.policies, own) : undefined;
  if (!mayOnTeam(permission, auth.policies, unit, callerRole)) throw new ForbiddenError();
  return { team, unit, ...(callerRole ? { callerRole } : {}) };
}
