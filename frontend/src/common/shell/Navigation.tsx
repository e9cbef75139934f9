import SideNavigation, {
  type SideNavigationProps,
} from '@cloudscape-design/components/side-navigation';

import { useSignedInSession } from '../../session/session-context';
import { commonStrings } from '../../strings/common';
import { unitHomePath } from '../redirect';
import { useOnFollow } from '../use-on-follow';
import { useActiveUnitContext } from './active-unit-context';
import { consoleMenu, type MenuEntry } from './menu-model';

/** The side navigation: the same gated menu as the top bar, always expanded. */
export function Navigation({ activeHref }: { activeHref: string }) {
  const onFollow = useOnFollow();
  const { ouid, isUnknown, allows, offeredApps } = useActiveUnitContext();
  const { units } = useSignedInSession();
  const known = isUnknown ? undefined : ouid;
  const homeOuid = known ?? units[0];
  const home = homeOuid ? unitHomePath(homeOuid) : '/user-home';
  const items = known ? consoleMenu(known, allows, offeredApps).map(toSideNavigationItem) : [];
  return (
    <SideNavigation
      header={{ text: commonStrings.shell.navigationHeader, href: home }}
      activeHref={activeHref}
      items={items}
      onFollow={onFollow}
    />
  );
}

function toSideNavigationItem(entry: MenuEntry): SideNavigationProps.Item {
  if (entry.kind === 'link') return { type: 'link', text: entry.text, href: entry.href };
  return {
    type: 'section',
    text: entry.text,
    defaultExpanded: true,
    items: entry.links.map((link) => ({ type: 'link', text: link.text, href: link.href })),
  };
}
