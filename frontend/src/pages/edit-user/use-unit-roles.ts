import { useEffect, useState } from 'react';

import { SYSTEM_POLICY_OUID } from '@domain/policies';

import { coreConfigOf, orgRoleOptions, type RoleOption, useActiveConfigs } from '../../api/config';
import { useOrgunit } from '../../api/orgunit';
import { usersStrings } from '../../strings/users';
import { isUnitIdText } from './policy-editing';

const text = usersStrings.editUser;
const TYPING_PAUSE_MS = 300;
const SYSTEM_ROLES: RoleOption[] = [{ value: 'admin', name: 'Admin' }];

export interface UnitRoles {
  roles: RoleOption[];
  isLoading: boolean;
  /** Why no roles can be offered for the typed unit (unknown unit, failed load). */
  error: string | undefined;
}

function useSettledValue(value: string): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), TYPING_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [value]);
  return settled;
}

/**
 * The org roles a unit accepts, as the server checks them: its core config in force (own or
 * inherited), else admin/user; `system` takes only admin. The unit is looked up once typing pauses.
 */
export function useUnitRoles(unitText: string): UnitRoles {
  const typed = unitText.trim();
  const settled = useSettledValue(typed);
  const lookup = settled !== SYSTEM_POLICY_OUID && isUnitIdText(settled) ? settled : undefined;
  const unit = useOrgunit(lookup);
  const configs = useActiveConfigs(unit.data ? lookup : undefined);

  if (typed !== settled) return { roles: [], isLoading: isUnitIdText(typed), error: undefined };
  if (settled === SYSTEM_POLICY_OUID)
    return { roles: SYSTEM_ROLES, isLoading: false, error: undefined };
  if (!lookup) return { roles: [], isLoading: false, error: undefined };
  if (unit.error) {
    const error = unit.error.status === 404 ? text.unitNotFound : unit.error.message;
    return { roles: [], isLoading: false, error };
  }
  if (configs.error) return { roles: [], isLoading: false, error: configs.error.message };
  if (unit.isLoading || configs.isLoading || !configs.data) {
    return { roles: [], isLoading: true, error: undefined };
  }
  return { roles: orgRoleOptions(coreConfigOf(configs.data)), isLoading: false, error: undefined };
}
