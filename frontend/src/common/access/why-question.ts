import type { PermissionName } from '@domain/permissions';
import type { UnitType } from '@domain/units';

/** What a refused screen needs to ask why: its permission, its unit, and its unit type if any. */
export interface WhyQuestion {
  permission: PermissionName;
  unit: string;
  unitType?: UnitType;
}
