import { useEffect, useState } from 'react';

import { landingNeedsHome, landingPathAfterSignIn, mfaSetupPath } from '../../common/redirect';
import { useConsoleConfig } from '../../config/config-context';
import { mustSetUpMfa } from '../../session/mfa-due';
import type { SignedInSession } from '../../session/read-session';
import type { HomeAnswer } from './read-home';

/**
 * The path a signed-in user lands on (spec §2). A user who must have TOTP and has none (a system
 * admin, or the API refuses the first unit's configs for that reason) goes to its set-up first,
 * which then comes back here. Without a redirect it reads the first unit's core config for its
 * `home`; until that answers it is undefined. A failed read lands on the unit home.
 */
export function useLandingPath(
  redirect: string | undefined,
  session: SignedInSession | undefined,
): string | undefined {
  const { apiUrl } = useConsoleConfig();
  const units = session?.units ?? [];
  const mfaDue = session !== undefined && mustSetUpMfa(session);
  const needsHome = session !== undefined && !mfaDue && landingNeedsHome(redirect, units);
  const firstUnit = units[0];
  const [home, setHome] = useState<{ ouid: string; answer: HomeAnswer }>();

  useEffect(() => {
    if (!needsHome || !firstUnit) return;
    let current = true;
    import('./read-home')
      .then(({ readHome }) => readHome(apiUrl, firstUnit))
      .catch((): HomeAnswer => ({ home: undefined }))
      .then((answer) => {
        if (current) setHome({ ouid: firstUnit, answer });
      });
    return () => {
      current = false;
    };
  }, [apiUrl, needsHome, firstUnit]);

  if (!session) return undefined;
  if (mfaDue) return mfaSetupPath(redirect);
  if (!needsHome) return landingPathAfterSignIn(redirect, units);
  if (!home || home.ouid !== firstUnit) return undefined;
  if ('mfaRequired' in home.answer) return mfaSetupPath(redirect);
  return landingPathAfterSignIn(redirect, units, home.answer.home);
}
