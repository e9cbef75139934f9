import { useEffect, useState } from 'react';

import { landingNeedsHome, landingPathAfterSignIn } from '../../common/redirect';
import { useConsoleConfig } from '../../config/config-context';
import type { SignedInSession } from '../../session/read-session';

/**
 * The path a signed-in user lands on (spec §2). Without a redirect it reads the first unit's core
 * config for its `home`; until that answers it is undefined. A failed read lands on the unit home.
 */
export function useLandingPath(
  redirect: string | undefined,
  session: SignedInSession | undefined,
): string | undefined {
  const { apiUrl } = useConsoleConfig();
  const units = session?.units ?? [];
  const needsHome = session !== undefined && landingNeedsHome(redirect, units);
  const firstUnit = units[0];
  const [home, setHome] = useState<{ ouid: string; value: string | undefined }>();

  useEffect(() => {
    if (!needsHome || !firstUnit) return;
    let current = true;
    import('./read-home')
      .then(({ readHome }) => readHome(apiUrl, firstUnit))
      .catch(() => undefined)
      .then((value) => {
        if (current) setHome({ ouid: firstUnit, value });
      });
    return () => {
      current = false;
    };
  }, [apiUrl, needsHome, firstUnit]);

  if (!session) return undefined;
  if (!needsHome) return landingPathAfterSignIn(redirect, units);
  if (!home || home.ouid !== firstUnit) return undefined;
  return landingPathAfterSignIn(redirect, units, home.value);
}
