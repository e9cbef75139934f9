import { createContext, useContext } from 'react';

import type { OrgunitItem } from '../../api/orgunit';
import type { ActiveUnit } from '../shell/active-unit-context';

/** The active unit as a gated unit route sees it: loaded, allowed, with its id and record. */
export interface RequiredUnit extends Omit<ActiveUnit, 'ouid' | 'unit'> {
  ouid: string;
  unit: OrgunitItem;
}

export const RequiredUnitContext = createContext<RequiredUnit | undefined>(undefined);

/** The active unit of a page behind the unit route gate; the gate renders pages only once it is loaded. */
export function useRequiredUnit(): RequiredUnit {
  const required = useContext(RequiredUnitContext);
  if (!required) throw new Error('useRequiredUnit must be used inside a unit route gate');
  return required;
}
