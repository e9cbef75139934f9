import { createContext, useContext } from 'react';

import type { CoreConfig } from '@domain/config-schema';
import type { PermissionName } from '@domain/permissions';
import type { UnitPlacement } from '@domain/units';

import type { ApiError } from '../../api/api-error';
import type { ActiveConfig } from '../../api/config';
import type { OrgunitItem } from '../../api/orgunit';
import type { UnitRoute } from '../unit-routes';

/** The unit the console acts as (spec §4): its record, chain, type and configs, loaded once per switch. */
export interface ActiveUnit {
  ouid: string | undefined;
  unit: OrgunitItem | undefined;
  placement: UnitPlacement | undefined;
  /** True while the unit's record loads; the page shows a loader, not stale data. */
  isLoading: boolean;
  error: ApiError | undefined;
  /**
   * The unit's read was refused or found nothing: to this user there is no such unit (the server
   * gives the same answer whether an uncovered unit exists or not), so the console names none.
   */
  isUnknown: boolean;
  configs: ActiveConfig[] | undefined;
  configsError: ApiError | undefined;
  /** The core config in force for the unit (own or inherited), when there is one. */
  core: CoreConfig | undefined;
  /** The ids of the applications the core config in force lists (the unit offers them). */
  offeredApps: ReadonlySet<string>;
  /** Whether the shared permission table allows the permission on the active unit. */
  can: (permission: PermissionName) => boolean;
  /** Whether a unit route is open here: its permission, and its unit type when it has one. */
  allows: (route: UnitRoute) => boolean;
}

export const ActiveUnitContext = createContext<ActiveUnit | undefined>(undefined);

export function useActiveUnitContext(): ActiveUnit {
  const active = useContext(ActiveUnitContext);
  if (!active) throw new Error('useActiveUnitContext must be used inside the app shell');
  return active;
}
