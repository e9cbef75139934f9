import SplitPanel from '@cloudscape-design/components/split-panel';

import { strings } from '../../strings';
import type { SplitPanelContent } from './shell-context';

export default function ShellSplitPanel({ panel }: { panel: SplitPanelContent }) {
  return (
    <SplitPanel
      header={panel.header}
      hidePreferencesButton
      closeBehavior="hide"
      i18nStrings={{
        closeButtonAriaLabel: strings.shell.splitPanelClose,
        openButtonAriaLabel: strings.shell.splitPanelOpen,
        preferencesTitle: strings.shell.splitPanelPreferences,
        preferencesPositionLabel: strings.shell.splitPanelPosition,
        preferencesPositionDescription: strings.shell.splitPanelPositionDescription,
        preferencesPositionSide: strings.shell.splitPanelSide,
        preferencesPositionBottom: strings.shell.splitPanelBottom,
        preferencesConfirm: strings.shell.splitPanelConfirm,
        preferencesCancel: strings.shell.splitPanelCancel,
        resizeHandleAriaLabel: strings.shell.splitPanelResize,
      }}
    >
      {panel.content}
    </SplitPanel>
  );
}
