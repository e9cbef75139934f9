import { useCallback, useMemo } from 'react';
import { useParams } from 'react-router-dom';

import { isAllowed, type PermissionName } from '@domain/permissions';

import type { ApiError } from '../../api/api-error';
import { coreConfigOf, useActiveConfigs } from '../../api/config';
import { placementOf, useOrgunit } from '../../api/orgunit';
import type { UnitRoute } from '../unit-routes';
import { useSignedInSession } from '../../session/session-context';
import type { ActiveUnit } from './active-unit-context';

/**
 * The unit the console acts as: the first path segment when the route names one, else the
 * user's first unit (spec §4). Whether the user may act there is decided by the permission
 * table on the loaded unit and, always, by the server.
 */
export function useActiveOuid(): string | undefined {
  const { ouid } = useParams();
  const { units } = useSignedInSession();
  return ouid ?? units[0];
}

/** Loads the active unit and its configs; the shell provides the result to every page. */
export function useActiveUnitState(): ActiveUnit {
  const ouid = useActiveOuid();
  const { policies } = useSignedInSession();
  const unit = useOrgunit(ouid);
  // Read alongside the unit, not after it: one round trip less before the page shows.
  const configs = useActiveConfigs(ouid);
  const placement = useMemo(
    () => (unit.data ? placementOf(unit.data.data) : undefined),
    [unit.data],
  );
  const can = useCallback(
    (permission: PermissionName) => isAllowed(permission, policies, placement),
    [policies, placement],
  );
  const allows = useCallback(
    (route: UnitRoute) =>
      can(route.permission) && (!route.unitType || placement?.type === route.unitType),
    [can, placement],
  );
  const core = useMemo(() => coreConfigOf(configs.data), [configs.data]);
  const offeredApps = useMemo(
    () => new Set(core?.applications.map((application) => application.id)),
    [core],
  );
  const loaded = unit.data !== undefined;
  const isUnknown = !loaded && unit.error !== undefined && isNoSuchUnit(unit.error);
  // One object while nothing changed: every page and the shell's bars read it from context.
  return useMemo(
    () => ({
      ouid,
      unit: unit.data,
      placement,
      isLoading: unit.isLoading,
      error: unit.error,
      isUnknown,
      configs: loaded ? configs.data : undefined,
      // A unit the caller may not open refuses its configs too; the no-permission page says it once.
      configsError: loaded ? configs.error : undefined,
      core,
      offeredApps,
      can,
      allows,
    }),
    [
      ouid,
      unit.data,
      placement,
      unit.isLoading,
      unit.error,
      loaded,
      configs.data,
      configs.error,
      isUnknown,
      core,
      offeredApps,
      can,
      allows,
    ],
  );
}

/**
 * A refusal of the unit's read (not one asking for TOTP first), a malformed id or no such unit:
 * the answers that mean "not a unit of yours". Server failures and lost connections do not.
 */
function isNoSuchUnit(error: ApiError): boolean {
  if (error.isMfaRequired) return false;
  return error.status === 400 || error.status === 403 || error.status === 404;
}
