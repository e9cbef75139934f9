import { createContext, useContext } from 'react';

import type { FlashbarProps } from '@cloudscape-design/components/flashbar';

export type FlashType = 'success' | 'error';

export interface FlashApi {
  items: FlashbarProps.MessageDefinition[];
  /** Shows a message for the spec's 3000 ms; it survives a navigation (e.g. to /login). */
  notify: (type: FlashType, content: string) => void;
}

export const FlashContext = createContext<FlashApi | undefined>(undefined);

export function useFlash(): FlashApi {
  const api = useContext(FlashContext);
  if (!api) throw new Error('useFlash must be used below FlashProvider');
  return api;
}
