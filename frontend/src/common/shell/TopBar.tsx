import { memo, useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';

import { useSignedInSession, useSession } from '../../session/session-context';
import { commonStrings } from '../../strings/common';
import { useUnseenCount } from '../notifications/use-unseen-count';
import { unitHomePath } from '../redirect';
import { useOnFollow } from '../use-on-follow';
import { useActiveUnitContext } from './active-unit-context';
import { LightTopNavigation } from './LightTopNavigation';
import { topBarUtilities } from './top-bar-utilities';
import { useUnitLabels } from './use-unit-labels';
import { storedVisualPreferences } from './visual-preferences';

/** Renders again only when its utilities or target change, not whenever the shell does. */
const StableTopNavigation = memo(LightTopNavigation);

/** Product title, the menu, the org selector (only the user's units), notifications and the account menu. */
export function TopBar() {
  const navigate = useNavigate();
  const { ouid: activeOuid, unit: activeUnit, allows, can } = useActiveUnitContext();
  const unseen = useUnseenCount(can('ViewNotifications') ? activeOuid : undefined);
  const onFollow = useOnFollow();
  const { logout } = useSession();
  const { username, units } = useSignedInSession();
  const labels = useUnitLabels(units, { ouid: activeOuid, name: activeUnit?.data.name });
  const [visual, setVisual] = useState(storedVisualPreferences);
  // One array while nothing shown changes: the memoised bar then does not render again.
  const utilities = useMemo(
    () =>
      topBarUtilities({
        activeOuid,
        activeUnitName: activeUnit?.data.name,
        allows,
        units,
        labels,
        unseen,
        username,
        visual,
        setVisual,
        navigate,
        logout,
        onFollow,
      }),
    [
      activeOuid,
      activeUnit,
      allows,
      units,
      labels,
      unseen,
      username,
      visual,
      navigate,
      logout,
      onFollow,
    ],
  );

  return (
    <nav aria-label={commonStrings.shell.topBarAriaLabel}>
      <StableTopNavigation
        title={commonStrings.product.title}
        href={activeOuid ? unitHomePath(activeOuid) : '/'}
        onFollow={onFollow}
        utilities={utilities}
      />
    </nav>
  );
}
