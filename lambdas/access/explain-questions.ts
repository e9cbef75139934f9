/**
 * The questions GET /access/explain answers: one named permission, one route (its permission and
 * its target unit as the route's operation picks it, route-target.ts), or every named permission.
 */
import type { Grant } from '../domain/grant-ceiling';
import { PERMISSION_NAMES, type PermissionName } from '../domain/permissions';
import { routeKey } from '../domain/routes';
import { routeTargetUnit, targetSourceOf } from '../domain/route-target';
import type { ExplainQuery, OperationCheck } from '../domain/schemas/access';
import { sameUsername } from '../domain/usernames';
import { BadRequestError } from '../shared/errors';
import { checkedUnitId } from '../shared/unit-ids';
import { namedRoute } from './explain-route';
import { ACCESS_MESSAGES } from './messages';

export interface ExplainQuestion {
  permission: PermissionName;
  route?: { method: string; path: string };
  targetUnitId?: string;
  /** What the operation checks beyond the unit decision (shown when the decision allows). */
  checks: OperationCheck[];
  /** The grant the call would make, weighed against the grant ceiling after the decision. */
  grant?: Grant;
}

/** The named permissions whose operations check more than the unit decision. */
const PERMISSION_CHECKS: Partial<Record<PermissionName, OperationCheck>> = {
  EditTeam: 'teamRole',
  ManageTeamMembers: 'teamRole',
  EditPersonDetails: 'personDetails',
  DecideDeletion: 'notRequester',
};

const GRANTING_PERMISSIONS: ReadonlySet<PermissionName> = new Set(['CreateOrgUser', 'EditOrgUser']);
const GRANTING_ROUTES: ReadonlySet<string> = new Set([
  'POST /orguser',
  'PUT /orguser/{username}',
  'POST /appuser',
]);

export function grantOf(text: string | undefined): Grant | undefined {
  if (text === undefined) return undefined;
  const at = text.indexOf(':');
  return at < 0
    ? { kind: 'org', role: text }
    : { kind: 'app', appId: text.slice(0, at), role: text.slice(at + 1) };
}

/** A route's own check of whose profile it is, given the username its path names. */
function routeChecks(
  permission: PermissionName,
  person: string,
  username: string | undefined,
): OperationCheck[] {
  const check = PERMISSION_CHECKS[permission];
  const other = username !== undefined && !sameUsername(username, person);
  if (permission === 'ViewOwnProfile') return other ? ['ownProfile'] : [];
  if (check === 'personDetails') return other ? [check] : [];
  return check ? [check] : [];
}

export function questionsOf(query: ExplainQuery, person: string): ExplainQuestion[] {
  const grant = grantOf(query.grant);
  if (query.method !== undefined && query.path !== undefined) {
    const named = namedRoute(query.method, query.path);
    const granting = GRANTING_ROUTES.has(routeKey(named.route));
    if (grant && !granting) throw new BadRequestError(ACCESS_MESSAGES.grantNotAGrant);
    const target = routeTargetUnit(named.route, { ...named, actingUnitId: query.unit });
    return [
      {
        permission: named.permission,
        route: { method: named.route.method, path: named.path },
        targetUnitId: checkedUnitId(target, targetSourceOf(named.route)?.name ?? 'target'),
        checks: routeChecks(named.permission, person, named.pathParameters.username),
        ...(grant ? { grant } : {}),
      },
    ];
  }
  const permission = query.permission as PermissionName | undefined;
  if (grant && !(permission && GRANTING_PERMISSIONS.has(permission))) {
    throw new BadRequestError(ACCESS_MESSAGES.grantNotAGrant);
  }
  return (permission ? [permission] : PERMISSION_NAMES).map((name) => {
    const check = PERMISSION_CHECKS[name];
    return { permission: name, checks: check ? [check] : [], ...(grant ? { grant } : {}) };
  });
}
