import { useActiveUnitContext } from '../shell/active-unit-context';
import { applicationOptions } from './app-role-rules';

/**
 * The application's display name from the core config, else its id. A module of its own: pages
 * that only name applications do not load the adder (its Table and Selects).
 */
export function useApplicationName(): (appId: string) => string {
  const { core } = useActiveUnitContext();
  const applications = applicationOptions(core);
  return (appId) => applications.find((app) => app.id === appId)?.name ?? appId;
}
