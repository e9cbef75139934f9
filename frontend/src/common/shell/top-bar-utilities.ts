import type { NavigateFunction } from 'react-router-dom';

import type { TopNavigationProps } from '@cloudscape-design/components/top-navigation';

import type { SeenState } from '../../api/notifications';
import type { UnitRoute } from '../unit-routes';
import { commonStrings } from '../../strings/common';
import { bellUtility } from '../notifications/bell-utility';
import { unitPath } from '../unit-routes';
import { unitHomePath } from '../redirect';
import { consoleMenu, type MenuEntry } from './menu-model';
import { changeVisualPreferences, type VisualPreferences } from './visual-preferences';

const LOGOUT_ID = 'logout';
const PROFILE_ID = 'my-profile';
const DARK_MODE_ID = 'dark-mode';
const COMPACT_MODE_ID = 'compact-mode';

type Utility = TopNavigationProps.Utility;

/** What the top bar's menus show and do. */
export interface TopBarInputs {
  activeOuid: string | undefined;
  activeUnitName: string | undefined;
  allows: (route: UnitRoute) => boolean;
  /** The applications the active unit offers (its core config in force lists them). */
  offeredApps: ReadonlySet<string>;
  units: readonly string[];
  labels: Readonly<Record<string, string>>;
  unseen: SeenState | undefined;
  username: string;
  visual: VisualPreferences;
  setVisual: (visual: VisualPreferences) => void;
  navigate: NavigateFunction;
  logout: () => Promise<void>;
  onFollow: TopNavigationProps.ButtonUtility['onFollow'];
  /** False on a phone-narrow screen, where the side navigation holds the same entries. */
  withMainMenu: boolean;
}

/**
 * The menu, the org selector (only the user's units), notifications and the account menu. Each
 * stays in the bar, never in its overflow menu: that menu renders outside the banner landmark
 * (axe: region) and names an item by its text alone, so the bell would be named by its bare count
 * (docs/upstream.md).
 */
export function topBarUtilities(inputs: TopBarInputs): Utility[] {
  const { activeOuid, allows, offeredApps, onFollow, unseen } = inputs;
  const menuItems =
    activeOuid && inputs.withMainMenu
      ? consoleMenu(activeOuid, allows, offeredApps).map(toMenuItem)
      : [];
  const mainMenu: TopNavigationProps.MenuDropdownUtility = {
    type: 'menu-dropdown',
    text: commonStrings.menu.button,
    ariaLabel: commonStrings.menu.button,
    iconName: 'menu',
    items: menuItems,
    onItemFollow: (event) => {
      if (!event.detail.href) return;
      event.preventDefault();
      inputs.navigate(event.detail.href);
    },
  };
  const notifications = activeOuid
    ? bellUtility(unitPath(activeOuid, 'notifications'), unseen, onFollow)
    : undefined;
  const utilities: Utility[] = [
    ...(menuItems.length > 0 ? [mainMenu] : []),
    // No units and none open (e.g. before any role): nothing to select.
    ...(activeOuid || inputs.units.length > 0 ? [orgSelector(inputs)] : []),
    ...(notifications ? [notifications] : []),
    accountMenu(inputs),
  ];
  return utilities.map((utility) => ({ ...utility, disableUtilityCollapse: true }));
}

function orgSelector(inputs: TopBarInputs): TopNavigationProps.MenuDropdownUtility {
  const { activeOuid, activeUnitName, labels, units, navigate } = inputs;
  // The active unit may lie below the user's units (e.g. a child card was opened): its own name.
  // Never the bare path segment: until the unit's name is known, the selector's description.
  const text =
    (activeOuid && (activeUnitName ?? labels[activeOuid])) ||
    commonStrings.shell.orgSelectorDescription;
  return {
    type: 'menu-dropdown',
    text,
    ariaLabel: commonStrings.shell.menuButtonAriaLabel(
      text,
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
}

function accountMenu(inputs: TopBarInputs): TopNavigationProps.MenuDropdownUtility {
  const { activeOuid, units, username, visual, setVisual, navigate, logout } = inputs;
  const profileOuid = activeOuid ?? units[0];
  return {
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
}

function toMenuItem(entry: MenuEntry): TopNavigationProps.MenuDropdownUtility['items'][number] {
  if (entry.kind === 'link') return { id: entry.id, text: entry.text, href: entry.href };
  return {
    id: entry.id,
    text: entry.text,
    items: entry.links.map((link) => ({ id: link.id, text: link.text, href: link.href })),
  };
}
