import type { ConsoleConfig } from '@domain/console-config';

import {
  AUTH_USERS_TABLE,
  CHILD_ORGUNITS_TABLE,
  ORG_USERS_TABLE,
} from '../common/table/list-tables';
import { storedPageSize } from '../common/table/use-table-preferences';
import { sessionCode } from '../session/session-loader';
import { storedIdToken } from '../session/stored-id-token';
import { apiCacheKey } from './cache-key';
import {
  childrenRequest,
  CONFIG_PATH,
  orgunitPath,
  ORGUSER_PATH,
  USERPROFILE_PATH,
} from './early-read-paths';
import { startEarlyRead } from './early-reads';
import { listPagePath } from './list-request';
import { joinUrl, sendRawRequest } from './raw-request';

/**
 * The first page a list page asks for, with its table's remembered page size, built as the page
 * builds it (the same path, so the same cache key); undefined for any other page.
 */
export function firstListPath(pathname: string, ouid: string): string | undefined {
  const [, unit, page, ...rest] = pathname.split('/');
  if (unit !== ouid || rest.length > 0) return undefined;
  if (page === 'orgunits') {
    return listPagePath(childrenRequest(ouid, { limit: storedPageSize(CHILD_ORGUNITS_TABLE) }));
  }
  if (page === 'orgusers') {
    return listPagePath({ path: ORGUSER_PATH, limit: storedPageSize(ORG_USERS_TABLE) });
  }
  if (page === 'authusers') {
    return listPagePath({ path: USERPROFILE_PATH, limit: storedPageSize(AUTH_USERS_TABLE) });
  }
  return undefined;
}

/**
 * The reads the shell makes first for a unit's page (`useActiveUnitState`: the unit and its
 * configs) and, on a list page, its first page, started right after `config.json`, with the same
 * keys, so they run alongside the download of the shell's and the page's code instead of after
 * the shell's first render. Their raw answers are read with the screens' own schemas when taken.
 * With a stored ID token good for a while they go out at once (this module does not load
 * Amplify); otherwise they wait for the session code, which refreshes the token. Signed out,
 * nothing is asked.
 */
export async function startShellReads(
  config: ConsoleConfig,
  ouid: string,
  pathname: string,
): Promise<void> {
  const idToken =
    storedIdToken(config.userPoolClientId) ??
    (await sessionCode()
      .then((code) => code.currentIdToken())
      .catch(() => undefined));
  if (!idToken) return;
  const read = (path: string) => () =>
    sendRawRequest(joinUrl(config.apiUrl, path), {
      headers: { Authorization: idToken, 'x-ouid': ouid },
    });
  startEarlyRead(apiCacheKey(orgunitPath(ouid), ouid), read(orgunitPath(ouid)));
  startEarlyRead(apiCacheKey(CONFIG_PATH, ouid), read(CONFIG_PATH));
  const listPath = firstListPath(pathname, ouid);
  if (listPath) startEarlyRead(apiCacheKey(listPath, ouid), read(listPath));
}
