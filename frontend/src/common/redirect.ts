/** Only same-site absolute paths may be redirect targets: no `//host`, no scheme, no backslash tricks. */
const SAFE_PATH = /^\/(?![/\\])[^\\\s]*$/;

export function safeRedirect(value: string | null | undefined): string | undefined {
  return typeof value === 'string' && SAFE_PATH.test(value) ? value : undefined;
}

export function loginPath(redirect?: string): string {
  const target = safeRedirect(redirect);
  return target && target !== '/' ? `/login?redirect=${encodeURIComponent(target)}` : '/login';
}

export function unitHomePath(ouid: string): string {
  return `/${encodeURIComponent(ouid)}/`;
}

/** Where a fresh sign-in lands (spec §2): the redirect, else the first unit's home, else /user-home. */
export function landingPathAfterSignIn(
  redirect: string | undefined,
  units: readonly string[],
): string {
  const target = safeRedirect(redirect);
  if (target) return target;
  const [firstUnit] = units;
  return firstUnit ? unitHomePath(firstUnit) : '/user-home';
}
