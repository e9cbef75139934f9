import { useEffect, useMemo, useState } from 'react';
import { useLocation } from 'react-router-dom';

import AppLayoutToolbar from '@cloudscape-design/components/app-layout-toolbar';
import Box from '@cloudscape-design/components/box';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import SideNavigation from '@cloudscape-design/components/side-navigation';
import SpaceBetween from '@cloudscape-design/components/space-between';
import TopNavigation, {
  type TopNavigationProps,
} from '@cloudscape-design/components/top-navigation';

import { useOnFollow } from '../../common/use-on-follow';
import { useSession } from '../../session/session-context';
import { commonStrings } from '../../strings/common';
import { helpStrings } from '../../strings/help';

const text = helpStrings.help;
const { shell } = commonStrings;
const TOP_BAR_ID = 'help-top-bar';

/** The top bar of spec §2 "Help page drawer": static placeholder badges and an account icon. */
const BADGES: TopNavigationProps.Utility[] = [
  {
    type: 'button',
    iconName: 'envelope',
    ariaLabel: text.badgeAriaLabel(text.mailsBadge, text.mailsAriaLabel),
    badge: true,
    text: text.mailsBadge,
  },
  {
    type: 'button',
    iconName: 'notification',
    ariaLabel: text.badgeAriaLabel(
      text.notificationsBadge,
      commonStrings.shell.notificationsAriaLabel,
    ),
    badge: true,
    text: text.notificationsBadge,
  },
];
const ACCOUNT_ICON: TopNavigationProps.Utility = {
  type: 'button',
  iconName: 'user-profile',
  ariaLabel: text.accountAriaLabel,
};
const LOGOUT_ID = 'logout';

/** Signed in, the account icon is the console's account menu, with its way to sign out. */
function useHelpUtilities(): TopNavigationProps.Utility[] {
  const { session, logout } = useSession();
  return useMemo(() => {
    if (!session) return [...BADGES, ACCOUNT_ICON];
    const { username } = session;
    const account: TopNavigationProps.MenuDropdownUtility = {
      type: 'menu-dropdown',
      text: username,
      ariaLabel: shell.menuButtonAriaLabel(username, shell.accountMenuAriaLabel),
      iconName: 'user-profile',
      items: [{ id: LOGOUT_ID, text: shell.logout }],
      onItemClick: (event) => {
        if (event.detail.id === LOGOUT_ID) void logout();
      },
    };
    return [...BADGES, account];
  }, [session, logout]);
}

/**
 * `/help`: a side navigation drawer with the spec's six topics, each leading to its section of
 * this page (`/help#id`); the top bar's badges are static, and its account icon is the account
 * menu (sign-out) for a signed-in visitor.
 */
export default function HelpPage() {
  const onFollow = useOnFollow();
  const utilities = useHelpUtilities();
  useScrollToHash();
  const [open, setOpen] = useState(true);
  return (
    <>
      <div id={TOP_BAR_ID}>
        <TopNavigation
          identity={{ title: commonStrings.product.title, href: '/', onFollow }}
          utilities={utilities}
          i18nStrings={commonStrings.shell.overflowMenu}
        />
      </div>
      <AppLayoutToolbar
        headerSelector={`#${TOP_BAR_ID}`}
        toolsHide
        navigationOpen={open}
        onNavigationChange={({ detail }) => setOpen(detail.open)}
        navigation={
          <SideNavigation
            header={{ text: text.drawerHeader, href: '/help' }}
            items={text.entries.map((entry) => ({
              type: 'link',
              text: entry.text,
              href: topicHref(entry.id),
            }))}
            onFollow={onFollow}
          />
        }
        content={
          <Box padding="l">
            <SpaceBetween size="l">
              <div>
                <Header variant="h1">{text.heading}</Header>
                <Box variant="p">{text.intro}</Box>
              </div>
              {text.entries.map((entry) => (
                <section key={entry.id} id={entry.id} tabIndex={-1} aria-label={entry.text}>
                  <Container header={<Header variant="h2">{entry.text}</Header>}>
                    <Box variant="p">{entry.body}</Box>
                  </Container>
                </section>
              ))}
            </SpaceBetween>
          </Box>
        }
      />
    </>
  );
}

function topicHref(id: string): string {
  return `/help#${id}`;
}

/** Client-side navigation does not scroll to a hash: bring the chosen topic into view and focus. */
function useScrollToHash(): void {
  const { hash } = useLocation();
  useEffect(() => {
    const id = decodeURIComponent(hash.slice(1));
    const section = id ? document.getElementById(id) : null;
    section?.scrollIntoView();
    section?.focus({ preventScroll: true });
  }, [hash]);
}
