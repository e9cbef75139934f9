import { lazy, Suspense, useMemo, useState } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { SWRConfig } from 'swr';

import AppLayout from '@cloudscape-design/components/app-layout';
import BreadcrumbGroup, {
  type BreadcrumbGroupProps,
} from '@cloudscape-design/components/breadcrumb-group';

import { useSignedInSession } from '../../session/session-context';
import { strings } from '../../strings';
import { useOnFollow } from '../use-on-follow';
import { useFlash } from '../flash/flash-context';
import { LazyFlashbar } from '../flash/LazyFlashbar';
import { Navigation } from './Navigation';
import { ShellContext, type ShellApi, type SplitPanelContent } from './shell-context';
import { TopBar } from './TopBar';
import { ActiveUnitContext } from './active-unit-context';
import { useActiveUnitState } from './use-active-unit';
import { useRevalidateOnPolicyChange } from './use-revalidate-on-policy-change';
import { useConfigsFailureMessage } from './use-configs-failure-message';

const TOP_BAR_ID = 'console-top-bar';

/** Only the config dashboard opens a side panel: its code loads with the first panel. */
const ShellSplitPanel = lazy(() => import('./ShellSplitPanel'));

/** The signed-in console's layout: top bar, side navigation, breadcrumbs, flash messages, page. */
export default function AppShell() {
  const { username } = useSignedInSession();
  // Each signed-in visit gets its own cache: signing out unmounts the shell and drops every answer.
  return (
    <SWRConfig key={username} value={{ provider: () => new Map() }}>
      <ShellLayout />
    </SWRConfig>
  );
}

function ShellLayout() {
  useRevalidateOnPolicyChange();
  const activeUnit = useActiveUnitState();
  const { pathname } = useLocation();
  const onFollow = useOnFollow();
  const [breadcrumbs, setBreadcrumbs] = useState<readonly BreadcrumbGroupProps.Item[]>([]);
  const [navigationOpen, setNavigationOpen] = useState(true);
  const flash = useFlash();
  useConfigsFailureMessage(activeUnit.configsError, flash.notify);
  const [splitPanel, setSplitPanel] = useState<SplitPanelContent>();
  const shellApi = useMemo<ShellApi>(
    () => ({ setBreadcrumbs, notify: flash.notify, setSplitPanel }),
    [flash.notify],
  );

  return (
    <ShellContext.Provider value={shellApi}>
      <ActiveUnitContext.Provider value={activeUnit}>
        <div id={TOP_BAR_ID} style={{ position: 'sticky', top: 0, zIndex: 1002 }}>
          <TopBar />
        </div>
        <AppLayout
          headerSelector={`#${TOP_BAR_ID}`}
          toolsHide
          navigationOpen={navigationOpen}
          onNavigationChange={({ detail }) => setNavigationOpen(detail.open)}
          navigation={<Navigation activeHref={pathname} />}
          breadcrumbs={
            <BreadcrumbGroup
              items={[...breadcrumbs]}
              ariaLabel={strings.shell.breadcrumbsAriaLabel}
              onFollow={onFollow}
            />
          }
          notifications={<LazyFlashbar items={flash.items} />}
          ariaLabels={{
            navigation: strings.shell.navigationAriaLabel,
            navigationClose: strings.shell.closeNavigation,
            navigationToggle: strings.shell.openNavigation,
            notifications: strings.shell.notificationsAriaLabel,
          }}
          splitPanel={
            splitPanel && (
              <Suspense fallback={null}>
                <ShellSplitPanel panel={splitPanel} />
              </Suspense>
            )
          }
          splitPanelOpen={splitPanel !== undefined}
          onSplitPanelToggle={({ detail }) => {
            if (!detail.open) splitPanel?.onClose();
          }}
          splitPanelPreferences={{ position: 'side' }}
          content={<Outlet />}
        />
      </ActiveUnitContext.Provider>
    </ShellContext.Provider>
  );
}
