/** Only same-site absolute paths may be redirect targets: no `//host`, no scheme, no backslash tricks. */
const SAFE_PATH = /^\/(?![/\\])[^\\\s]*$/;

export function safeRedirect(value: string | null | undefined): string | undefined {
  return typeof value === 'string' && SAFE_PATH.test(value) ? value : undefined;
}

export function loginPath(redirect?: string): string {
  const target = safeRedirect(redirect);
  return target && target !== '/' ? `/login?redirect=${encodeURIComponent(target)}` : '/login';
}

/** The TOTP set-up a user who must have MFA is sent to first (`pages/mfa-setup`). */
export const MFA_SETUP_PATH = '/mfa-setup';

export function mfaSetupPath(redirect?: string): string {
  const target = safeRedirect(redirect);
  return target && target !== '/' && !target.startsWith(MFA_SETUP_PATH)
    ? `${MFA_SETUP_PATH}?redirect=${encodeURIComponent(target)}`
    : MFA_SETUP_PATH;
}

export function unitHomePath(ouid: string): string {
  return `/${encodeURIComponent(ouid)}/`;
}

/** A core config's `home` is a route below the unit, e.g. `orgunits`; anything else is ignored. */
const HOME_SEGMENTS = /^[A-Za-z0-9][A-Za-z0-9_-]*(\/[A-Za-z0-9][A-Za-z0-9_-]*)*$/;

/**
 * Where a fresh sign-in lands (spec §2): the redirect; else `/{ouid}/{home}` when the first unit's
 * core config names a home; else the first unit's home; with no units, /user-home.
 */
export function landingPathAfterSignIn(
  redirect: string | undefined,
  units: readonly string[],
  home?: string,
): string {
  const target = safeRedirect(redirect);
  if (target) return target;
  const [firstUnit] = units;
  if (!firstUnit) return '/user-home';
  const homeRoute = home?.trim().replace(/^\/+|\/+$/g, '');
  return homeRoute && HOME_SEGMENTS.test(homeRoute)
    ? `${unitHomePath(firstUnit)}${homeRoute}`
    : unitHomePath(firstUnit);
}

/** Whether the landing path depends on the first unit's core config (no redirect, some unit). */
export function landingNeedsHome(redirect: string | undefined, units: readonly string[]): boolean {
  return !safeRedirect(redirect) && units.length > 0;
}
