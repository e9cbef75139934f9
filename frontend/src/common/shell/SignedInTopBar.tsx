import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { SWRConfig } from 'swr';

import TopNavigation from '@cloudscape-design/components/top-navigation';

import { useSession, useSignedInSession } from '../../session/session-context';
import { commonStrings } from '../../strings/common';
import { unitHomePath } from '../redirect';
import { useOnFollow } from '../use-on-follow';
import { TopBarSlot } from './top-bar-slot';
import { topBarUtilities } from './top-bar-utilities';
import { useUnitLabels } from './use-unit-labels';
import { storedVisualPreferences } from './visual-preferences';

const NO_ROUTES = () => false;
const NO_APPS: ReadonlySet<string> = new Set();

/**
 * The console's top bar on a signed-in page outside a unit (no organisation yet, password change,
 * TOTP set-up, no permission): the user's units, if any, and the account menu with sign-out.
 */
export default function SignedInTopBar() {
  const { username } = useSignedInSession();
  // As in the shell: each signed-in visit its own cache.
  return (
    <SWRConfig key={username} value={{ provider: () => new Map() }}>
      <TopBarSlot>
        <UnitlessTopBar />
      </TopBarSlot>
    </SWRConfig>
  );
}

function UnitlessTopBar() {
  const navigate = useNavigate();
  const onFollow = useOnFollow();
  const { logout } = useSession();
  const { username, units } = useSignedInSession();
  const labels = useUnitLabels(units, { ouid: undefined, name: undefined });
  const [visual, setVisual] = useState(storedVisualPreferences);
  const utilities = useMemo(
    () =>
      topBarUtilities({
        activeOuid: undefined,
        activeUnitName: undefined,
        allows: NO_ROUTES,
        offeredApps: NO_APPS,
        units,
        labels,
        unseen: undefined,
        username,
        visual,
        setVisual,
        navigate,
        logout,
        onFollow,
        withMainMenu: false,
      }),
    [units, labels, username, visual, navigate, logout, onFollow],
  );
  const [firstUnit] = units;
  return (
    <TopNavigation
      identity={{
        title: commonStrings.product.title,
        href: firstUnit ? unitHomePath(firstUnit) : '/user-home',
        onFollow,
      }}
      utilities={utilities}
      i18nStrings={commonStrings.shell.overflowMenu}
    />
  );
}
