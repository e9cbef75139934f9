import { unitPath } from '../unit-routes';
import { usernameFromPath, usernameToPath } from '../username-path';

/** The browser paths of one sign-up user's screens (the username as a reversible segment). */
export function userDetailsPath(ouid: string, username: string): string {
  return unitPath(ouid, 'user', { username: usernameToPath(username) });
}

export function editUserPath(ouid: string, username: string): string {
  return unitPath(ouid, 'editUser', { username: usernameToPath(username) });
}

/** The username of the `:username` route parameter. */
export function usernameOfParam(param: string | undefined): string {
  return usernameFromPath(param ?? '');
}
