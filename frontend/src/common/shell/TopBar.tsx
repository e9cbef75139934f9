import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';

import TopNavigation from '@cloudscape-design/components/top-navigation';

import { useSignedInSession, useSession } from '../../session/session-context';
import { commonStrings } from '../../strings/common';
import { useUnseenCount } from '../notifications/use-unseen-count';
import { unitHomePath } from '../redirect';
import { useOnFollow } from '../use-on-follow';
import { useActiveUnitContext } from './active-unit-context';
import { topBarUtilities } from './top-bar-utilities';
import { useMediaQuery } from './use-media-query';
import { useUnitLabels } from './use-unit-labels';
import { storedVisualPreferences } from './visual-preferences';

/**
 * Below this width the bar cannot hold the title and five utilities; its menu's entries are then
 * in the side navigation, one tap away (WCAG 1.4.10: nothing scrolls sideways at 320 px).
 */
const PHONE_NARROW = '(max-width: 359px)';

/** Product title, the menu, the org selector (only the user's units), notifications and the account menu. */
export function TopBar() {
  const navigate = useNavigate();
  const { ouid, unit: activeUnit, allows, can, isUnknown, offeredApps } = useActiveUnitContext();
  // A unit that is not the user's (or no unit at all) is named nowhere: not in the selector, no menu.
  const activeOuid = isUnknown ? undefined : ouid;
  const unseen = useUnseenCount(can('ViewNotifications') ? activeOuid : undefined);
  const onFollow = useOnFollow();
  const { logout } = useSession();
  const { username, units } = useSignedInSession();
  const labels = useUnitLabels(units, { ouid: activeOuid, name: activeUnit?.data.name });
  const [visual, setVisual] = useState(storedVisualPreferences);
  const withMainMenu = !useMediaQuery(PHONE_NARROW);
  const utilities = useMemo(
    () =>
      topBarUtilities({
        activeOuid,
        activeUnitName: activeUnit?.data.name,
        allows,
        offeredApps,
        units,
        labels,
        unseen,
        username,
        visual,
        setVisual,
        navigate,
        logout,
        onFollow,
        withMainMenu,
      }),
    [
      activeOuid,
      activeUnit,
      allows,
      offeredApps,
      units,
      labels,
      unseen,
      username,
      visual,
      navigate,
      logout,
      onFollow,
      withMainMenu,
    ],
  );

  return (
    <TopNavigation
      identity={{
        title: commonStrings.product.title,
        href: activeOuid ? unitHomePath(activeOuid) : '/',
        onFollow,
      }}
      utilities={utilities}
      i18nStrings={commonStrings.shell.overflowMenu}
    />
  );
}
