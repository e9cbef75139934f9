import type { ConsoleConfig } from '@domain/console-config';
import { parsePolicies, unitIdsOf } from '@domain/policies';

import {
  AUTH_USERS_TABLE,
  CHILD_ORGUNITS_TABLE,
  ORG_USERS_TABLE,
} from '../common/table/list-tables';
import { storedPageSize } from '../common/table/use-table-preferences';
import { sessionCode } from '../session/session-loader';
import { idTokenClaims, storedIdToken } from '../session/stored-id-token';
import { apiCacheKey } from './cache-key';
import {
  childrenRequest,
  CONFIG_PATH,
  deployedPagePath,
  orgunitPath,
  ORGUSER_PATH,
  seenPath,
  UNIT_HOME_GLANCE_SIZE,
  USERPROFILE_PATH,
} from './early-read-paths';
import { startEarlyRead } from './early-reads';
import { listPagePath } from './list-request';
import { joinUrl, sendRawRequest } from './raw-request';

/**
 * The first page of a list a unit's page asks for (a list page with its table's remembered page
 * size, the unit home its glance of children, the config dashboard its deployed objects), built as
 * the page builds it (the same path, so the same cache key); undefined for any other page.
 */
export function firstPagePath(pathname: string, ouid: string): string | undefined {
  const [, unit, page, ...rest] = pathname.split('/');
  if (unit !== ouid || rest.length > 0) return undefined;
  if (page === undefined || page === '') {
    return listPagePath(childrenRequest(ouid, { limit: UNIT_HOME_GLANCE_SIZE }));
  }
  if (page === 'orgunits') {
    return listPagePath(childrenRequest(ouid, { limit: storedPageSize(CHILD_ORGUNITS_TABLE) }));
  }
  if (page === 'orgusers') {
    return listPagePath({ path: ORGUSER_PATH, limit: storedPageSize(ORG_USERS_TABLE) });
  }
  if (page === 'config-dash') return deployedPagePath();
  if (page === 'authusers') {
    return listPagePath({ path: USERPROFILE_PATH, limit: storedPageSize(AUTH_USERS_TABLE) });
  }
  return undefined;
}

/**
 * The reads the shell makes first for a unit's page (`useActiveUnitState`: the unit and its
 * configs; the top bar: the other units' names and, once the unit answers, the bell's count)
 * and the page's first list page, started right after `config.json`, with the same
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
  const read =
    (path: string, actingOuid = ouid) =>
    () =>
      sendRawRequest(joinUrl(config.apiUrl, path), {
        headers: { Authorization: idToken, 'x-ouid': actingOuid },
      });
  const unitAnswer = read(orgunitPath(ouid))();
  startEarlyRead(apiCacheKey(orgunitPath(ouid), ouid), () => unitAnswer);
  startEarlyRead(apiCacheKey(CONFIG_PATH, ouid), read(CONFIG_PATH));
  const pagePath = firstPagePath(pathname, ouid);
  if (pagePath) startEarlyRead(apiCacheKey(pagePath, ouid), read(pagePath));
  // The org selector's names: each of the user's other units, read as that unit.
  for (const other of otherUnitsOf(idToken, ouid)) {
    startEarlyRead(apiCacheKey(orgunitPath(other), other), read(orgunitPath(other), other));
  }
  // The bell's count asks what reading the unit asks (`ViewNotifications` and `ViewOrgunit` are
  // both `member`): once the unit has answered, the caller may read it.
  void unitAnswer.then(
    (answer) => {
      if (answer.status === 200) {
        startEarlyRead(apiCacheKey(seenPath(ouid), ouid), read(seenPath(ouid)));
      }
    },
    () => undefined,
  );
}

/** The units the token's policies name, apart from `ouid` (the org selector's other entries). */
function otherUnitsOf(idToken: string, ouid: string): string[] {
  const claim = idTokenClaims(idToken)?.policies;
  const units = unitIdsOf(parsePolicies(typeof claim === 'string' ? claim : undefined));
  return units.filter((unit) => unit !== ouid);
}
