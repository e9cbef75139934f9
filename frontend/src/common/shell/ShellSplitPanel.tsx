import SplitPanel from '@cloudscape-design/components/split-panel';

import type { SplitPanelContent } from './shell-context';

export default function ShellSplitPanel({ panel }: { panel: SplitPanelContent }) {
  return (
    <SplitPanel header={panel.header} hidePreferencesButton closeBehavior="hide">
      {panel.content}
    </SplitPanel>
  );
}
