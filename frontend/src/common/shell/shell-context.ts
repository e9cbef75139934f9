import { createContext, type ReactNode, useContext, useEffect } from 'react';

import type { BreadcrumbGroupProps } from '@cloudscape-design/components/breadcrumb-group';

import type { FlashType } from '../flash/flash-context';
import type { HelpTopicId } from '../help/help-topic-names';

export type { FlashType };

/** A page's side panel (Cloudscape split panel), e.g. the selected active config. */
export interface SplitPanelContent {
  header: string;
  content: ReactNode;
  onClose: () => void;
}

export interface ShellApi {
  /** Opens the split panel with this content; undefined closes it. Pages close it when they unmount. */
  setSplitPanel: (panel: SplitPanelContent | undefined) => void;
  setBreadcrumbs: (items: readonly BreadcrumbGroupProps.Item[]) => void;
  /** Shows a message in the Flashbar region for the spec's 3000 ms. */
  notify: (type: FlashType, content: string) => void;
  /**
   * Opens the tools drawer on this help topic (an Info link). The topic stays until the page
   * changes; then the new page's own topic shows.
   */
  openHelp: (topic: HelpTopicId) => void;
}

export const ShellContext = createContext<ShellApi | undefined>(undefined);

export function useShell(): ShellApi {
  const api = useContext(ShellContext);
  if (!api) throw new Error('useShell must be used inside the app shell');
  return api;
}

/** A page states its breadcrumbs; the shell shows them. */
export function usePageBreadcrumbs(items: readonly BreadcrumbGroupProps.Item[]): void {
  const { setBreadcrumbs } = useShell();
  const signature = JSON.stringify(items);
  useEffect(() => {
    setBreadcrumbs(JSON.parse(signature) as BreadcrumbGroupProps.Item[]);
  }, [signature, setBreadcrumbs]);
}

/** Shows the page's split panel while `panel` is set, and removes it when the page goes away. */
export function usePageSplitPanel(panel: SplitPanelContent | undefined): void {
  const { setSplitPanel } = useShell();
  useEffect(() => {
    setSplitPanel(panel);
  }, [panel, setSplitPanel]);
  useEffect(() => () => setSplitPanel(undefined), [setSplitPanel]);
}
