import { createContext, useContext } from 'react';

import type { ConsoleConfig } from '@domain/console-config';

export const ConfigContext = createContext<ConsoleConfig | undefined>(undefined);

export function useConsoleConfig(): ConsoleConfig {
  const config = useContext(ConfigContext);
  if (!config) throw new Error('useConsoleConfig must be used below the ConfigContext provider');
  return config;
}
