import { useMemo } from 'react';

import { useSignedInSession } from '../../session/session-context';
import { useActiveUnitContext } from '../shell/active-unit-context';
import { ceilingOfConfigs, type GrantOptions, grantOptions } from './grantable';

/** The role options the signed-in admin may grant on the active unit. */
export function useGrantOptions(): GrantOptions {
  const { policies } = useSignedInSession();
  const { configs, placement } = useActiveUnitContext();
  return useMemo(
    () => grantOptions(policies, ceilingOfConfigs(configs, placement)),
    [policies, configs, placement],
  );
}
