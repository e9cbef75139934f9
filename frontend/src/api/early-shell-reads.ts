import type { ConsoleConfig } from '@domain/console-config';

import { sessionCode } from '../session/session-loader';
import { storedIdToken } from '../session/stored-id-token';
import { apiCacheKey } from './cache-key';
import { startEarlyRead } from './early-reads';
import { joinUrl, sendRawRequest } from './raw-request';
import { CONFIG_PATH, orgunitPath } from './shell-paths';

/**
 * The reads the shell makes first for a unit's page (`useActiveUnitState`: the unit and its
 * configs), started right after `config.json`, with the same keys, so they run alongside the
 * download of the shell's and the page's code instead of after the shell's first render. Their
 * raw answers are read with the screens' own schemas when taken. With a stored ID token good for
 * a while they go out at once (this module does not load Amplify); otherwise they wait for the
 * session code, which refreshes the token. Signed out, nothing is asked.
 */
export async function startShellReads(config: ConsoleConfig, ouid: string): Promise<void> {
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
}
