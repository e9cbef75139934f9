import { lazy, Suspense, useCallback, useMemo, useState } from 'react';
import { Outlet, useLocation, useMatches } from 'react-router-dom';
import { SWRConfig } from 'swr';

import AppLayoutToolbar from '@cloudscape-design/components/app-layout-toolbar';
import type { BreadcrumbGroupProps } from '@cloudscape-design/components/breadcrumb-group';

import { useSignedInSession } from '../../session/session-context';
import { useOnFollow } from '../use-on-follow';
import { useFlash } from '../flash/flash-context';
import { LazyFlashbar } from '../flash/LazyFlashbar';
import { type HelpTopicId, routeHelpTopic } from '../help/help-topic-names';
import { Navigation } from './Navigation';
import { ShellBreadcrumbs } from './ShellBreadcrumbs';
import { ShellContext, type ShellApi, type SplitPanelContent } from './shell-context';
import { TopBar } from './TopBar';
import { TOP_BAR_ID, TopBarSlot } from './top-bar-slot';
import { ActiveUnitProvider } from './ActiveUnitProvider';
import { MfaRedirect } from './MfaRedirect';
import { useRevalidateOnPolicyChange } from './use-revalidate-on-policy-change';
import { navigationOpenAtStart } from './navigation-open-at-start';
import { useOnceTrue } from './use-once-true';

/** Only the config dashboard opens a side panel: its code loads with the first panel. */
const ShellSplitPanel = lazy(() => import('./ShellSplitPanel'));
/** The help texts load with the first page, not with the shell. */
const HelpTopicPanel = lazy(() => import('../help/HelpTopicPanel'));

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
  const { pathname } = useLocation();
  const onFollow = useOnFollow();
  const [breadcrumbs, setBreadcrumbs] = useState<readonly BreadcrumbGroupProps.Item[]>([]);
  const [navigationOpen, setNavigationOpen] = useState(navigationOpenAtStart);
  const flash = useFlash();
  const [splitPanel, setSplitPanel] = useState<SplitPanelContent>();
  const help = useHelpDrawer(pathname);
  // A closed drawer's content is hidden: on a phone neither is rendered before it is first opened.
  const navigationRendered = useOnceTrue(navigationOpen);
  const helpRendered = useOnceTrue(help.isOpen);
  const shellApi = useMemo<ShellApi>(
    () => ({
      setBreadcrumbs,
      notify: flash.notify,
      setSplitPanel,
      openHelp: help.open,
    }),
    [flash.notify, help.open],
  );

  return (
    <ShellContext.Provider value={shellApi}>
      <ActiveUnitProvider notify={flash.notify}>
        <MfaRedirect />
        <TopBarSlot>
          <TopBar />
        </TopBarSlot>
        <AppLayoutToolbar
          headerSelector={`#${TOP_BAR_ID}`}
          tools={
            helpRendered && (
              <Suspense fallback={null}>
                <HelpTopicPanel topic={help.topic} />
              </Suspense>
            )
          }
          toolsOpen={help.isOpen}
          onToolsChange={({ detail }) => help.setOpen(detail.open)}
          navigationOpen={navigationOpen}
          onNavigationChange={({ detail }) => setNavigationOpen(detail.open)}
          navigation={navigationRendered && <Navigation activeHref={pathname} />}
          breadcrumbs={<ShellBreadcrumbs items={breadcrumbs} onFollow={onFollow} />}
          notifications={<LazyFlashbar items={flash.items} />}
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
      </ActiveUnitProvider>
    </ShellContext.Provider>
  );
}

/**
 * The tools drawer: the route's help topic (its `handle`), or the topic an Info link opened
 * until the page changes.
 */
function useHelpDrawer(pathname: string) {
  const routeTopic = routeHelpTopic(useMatches());
  const [isOpen, setOpen] = useState(false);
  const [opened, setOpened] = useState<{ topic: string; pathname: string }>();
  const open = useCallback(
    (topic: HelpTopicId) => {
      setOpened({ topic, pathname });
      setOpen(true);
    },
    [pathname],
  );
  const topic = opened?.pathname === pathname ? opened.topic : routeTopic;
  return { topic, isOpen, setOpen, open };
}
