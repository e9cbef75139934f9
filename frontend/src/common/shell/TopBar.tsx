import { useNavigate } from 'react-router-dom';

import TopNavigation, {
  type TopNavigationProps,
} from '@cloudscape-design/components/top-navigation';

import { useSignedInSession, useSession } from '../../session/session-context';
import { strings } from '../../strings';
import { unitPath } from '../../app/unit-routes';
import { unitHomePath } from '../redirect';
import { useOnFollow } from '../use-on-follow';
import { useActiveUnitContext } from './active-unit-context';
import { consoleMenu, type MenuEntry } from './menu-model';
import { useUnitLabels } from './use-unit-labels';

const LOGOUT_ID = 'logout';
const PROFILE_ID = 'my-profile';

/** Product title, the menu, the org selector (only the user's units), notifications and the account menu. */
export function TopBar() {
  const navigate = useNavigate();
  const { ouid: activeOuid, unit: activeUnit, allows } = useActiveUnitContext();
  const onFollow = useOnFollow();
  const { logout } = useSession();
  const { username, units } = useSignedInSession();
  const labels = useUnitLabels(units);
  const profileOuid = activeOuid ?? units[0];

  const orgSelector: TopNavigationProps.MenuDropdownUtility = {
    type: 'menu-dropdown',
    // The active unit may lie below the user's units (e.g. a child card was opened): its own name.
    text: activeOuid
      ? (activeUnit?.data.name ?? labels[activeOuid] ?? activeOuid)
      : strings.shell.orgSelectorDescription,
    ariaLabel: strings.shell.orgSelectorAriaLabel,
    title: strings.shell.orgSelectorDescription,
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
    text: strings.menu.button,
    ariaLabel: strings.menu.button,
    iconName: 'menu',
    items: menuItems,
    onItemFollow: (event) => {
      if (!event.detail.href) return;
      event.preventDefault();
      navigate(event.detail.href);
    },
  };
  const notifications: TopNavigationProps.ButtonUtility = {
    type: 'button',
    iconName: 'notification',
    ariaLabel: strings.menu.notifications,
    title: strings.menu.notifications,
    href: activeOuid ? unitPath(activeOuid, 'notifications') : undefined,
    onFollow,
  };
  const accountMenu: TopNavigationProps.MenuDropdownUtility = {
    type: 'menu-dropdown',
    text: username,
    ariaLabel: strings.shell.accountMenuAriaLabel,
    iconName: 'user-profile',
    items: [
      ...(profileOuid ? [{ id: PROFILE_ID, text: strings.shell.myProfile }] : []),
      { id: LOGOUT_ID, text: strings.shell.logout },
    ],
    onItemClick: (event) => {
      if (event.detail.id === LOGOUT_ID) void logout();
      if (event.detail.id === PROFILE_ID && profileOuid) {
        navigate(`/${encodeURIComponent(profileOuid)}/my-profile`);
      }
    },
  };

  return (
    <TopNavigation
      identity={{
        title: strings.product.title,
        href: activeOuid ? unitHomePath(activeOuid) : '/',
        onFollow,
      }}
      utilities={[
        ...(menuItems.length > 0 ? [mainMenu] : []),
        orgSelector,
        ...(activeOuid ? [notifications] : []),
        accountMenu,
      ]}
      i18nStrings={{
        overflowMenuTriggerText: strings.shell.overflowMenuTriggerText,
        overflowMenuTitleText: strings.shell.overflowMenuTitleText,
        overflowMenuBackIconAriaLabel: strings.shell.overflowMenuBack,
        overflowMenuDismissIconAriaLabel: strings.shell.overflowMenuDismiss,
      }}
    />
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
