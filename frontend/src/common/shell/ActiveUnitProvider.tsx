import type { ReactNode } from 'react';

import type { FlashType } from '../flash/flash-context';
import { ActiveUnitContext } from './active-unit-context';
import { useActiveUnitState } from './use-active-unit';
import { useConfigsFailureMessage } from './use-configs-failure-message';

/**
 * Loads the active unit and gives it to the shell below. Its reads' own state changes (a fetch
 * starting or ending with the same data) re-render this component alone: its children are the
 * same elements, and the context's readers render again only when the unit state changes.
 */
export function ActiveUnitProvider({
  notify,
  children,
}: {
  notify: (type: FlashType, content: string) => void;
  children: ReactNode;
}) {
  const activeUnit = useActiveUnitState();
  useConfigsFailureMessage(activeUnit.configsError, notify);
  return <ActiveUnitContext.Provider value={activeUnit}>{children}</ActiveUnitContext.Provider>;
}
