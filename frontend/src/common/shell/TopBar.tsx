import { useState } from 'react';
import { useNavigate } from 'react-router-dom';

import TopNavigation, {
  type TopNavigationProps,
} from '@cloudscape-design/components/top-navigation';

import { useSignedInSession, useSession } from '../../session/session-context';
import { commonStrings } from '../../strings/common';
import { bellUtility } from '../notifications/bell-utility';
import { useUnseenCount } from '../notifications/use-unseen-count';
import { unitPath } from '../unit-routes';
import { unitHomePath } from '../redirect';
import { useOnFollow } from '../use-on-follow';
import { useActiveUnitContext } from './active-unit-context';
import { consoleMenu, type MenuEntry } from './menu-model';
import { useUnitLabels } from './use-unit-labels';
import { changeVisualPreferences, storedVisualPreferences } from './visual-preferences';

const LOGOUT_ID = 'logout';
const PROFILE_ID = 'my-profile';
const DARK_MODE_ID = 'dark-mode';
const COMPACT_MODE_ID = 'compact-mode';

/** Product title, the menu, the org selector (only the user's units), notifications and the account menu. */
export function TopBar() {
  const navigate = useNavigate();
  const { ouid: activeOuid, unit: activeUnit, allows, can } = useActiveUnitContext();
  const unseen = useUnseenCount(can('ViewNotifications') ? activeOuid : undefined);
  const onFollow = useOnFollow();
  const { logout } = useSession();
  const { username, units } = useSignedInSession();
  const labels = useUnitLabels(units, { ouid: activeOuid, name: activeUnit?.data.name });
  const profileOuid = activeOuid ?? units[0];
  const [visual, setVisual] = useState(storedVisualPreferences);

  // The active unit may lie below the user's units (e.g. a child card was opened): its own name.
  const orgSelectorText = activeOuid
    ? (activeUnit?.data.name ?? labels[activeOuid] ?? activeOuid)
    : commonStrings.shell.orgSelectorDescription;
  const orgSelector: TopNavigationProps.MenuDropdownUtility = {
    type: 'menu-dropdown',
    text: orgSelectorText,
    ariaLabel: commonStrings.shell.menuButtonAriaLabel(
      orgSelectorText,
      commonStrings.shell.orgSelectorAriaLabel,
    ),
    title: commonStrings.shell.orgSelectorDescription,
    iconName: 'folder',
    items: units.map((ouid) => ({
      id: ouid,
      text: labels[ouid] ?? ouid,
      href: unitHomePath(ouid),
    })),
    onItemFollow: (event) => {
      event.preventDefault();
      navigate(unitHomePath(event.detail.id));
    },
  };
  const menuItems = activeOuid ? consoleMenu(activeOuid, allows).map(toMenuItem) : [];
  const mainMenu: TopNavigationProps.MenuDropdownUtility = {
    type: 'menu-dropdown',
    text: commonStrings.menu.button,
    ariaLabel: commonStrings.menu.button,
    iconName: 'menu',
    items: menuItems,
    onItemFollow: (event) => {
      if (!event.detail.href) return;
      event.preventDefault();
      navigate(event.detail.href);
    },
  };
  const notifications = activeOuid
    ? bellUtility(unitPath(activeOuid, 'notifications'), unseen, onFollow)
    : undefined;
  const accountMenu: TopNavigationProps.MenuDropdownUtility = {
    type: 'menu-dropdown',
    text: username,
    ariaLabel: commonStrings.shell.menuButtonAriaLabel(
      username,
      commonStrings.shell.accountMenuAriaLabel,
    ),
    iconName: 'user-profile',
    items: [
      ...(profileOuid ? [{ id: PROFILE_ID, text: commonStrings.shell.myProfile }] : []),
      {
        text: commonStrings.shell.preferences,
        items: [
          {
            id: DARK_MODE_ID,
            text: commonStrings.shell.darkMode,
            itemType: 'checkbox',
            checked: visual.dark,
          },
          {
            id: COMPACT_MODE_ID,
            text: commonStrings.shell.compactMode,
            itemType: 'checkbox',
            checked: visual.compact,
          },
        ],
      },
      { id: LOGOUT_ID, text: commonStrings.shell.logout },
    ],
    onItemClick: (event) => {
      if (event.detail.id === DARK_MODE_ID) {
        setVisual(changeVisualPreferences({ dark: !visual.dark }));
      }
      if (event.detail.id === COMPACT_MODE_ID) {
        setVisual(changeVisualPreferences({ compact: !visual.compact }));
      }
      if (event.detail.id === LOGOUT_ID) void logout();
      if (event.detail.id === PROFILE_ID && profileOuid) {
        navigate(`/${encodeURIComponent(profileOuid)}/my-profile`);
      }
    },
  };

  // A landmark around the whole bar: its overflow menu (narrow screens) is rendered beside the
  // bar's own <header>, and would otherwise lie outside every landmark (axe: region).
  return (
    <nav aria-label={commonStrings.shell.topBarAriaLabel}>
      <TopNavigation
        identity={{
          title: commonStrings.product.title,
          href: activeOuid ? unitHomePath(activeOuid) : '/',
          onFollow,
        }}
        utilities={[
          ...(menuItems.length > 0 ? [mainMenu] : []),
          orgSelector,
          ...(notifications ? [notifications] : []),
          accountMenu,
        ]}
      />
    </nav>
  );
}

function toMenuItem(entry: MenuEntry): TopNavigationProps.MenuDropdownUtility['items'][number] {
  if (entry.kind === 'link') return { id: entry.id, text: entry.text, href: entry.href };
  return {
    id: entry.id,
    text: entry.text,
    items: entry.links.map((link) => ({ id: link.id, text: link.text, href: link.href })),
  };
}
