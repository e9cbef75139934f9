import type { ConsoleConfig } from '@domain/console-config';

import { sessionCode } from '../session/session-loader';
import { apiRequest } from './client';
import { activeConfigsResponseSchema, CONFIG_PATH } from './config';
import { startEarlyRead } from './early-reads';
import { orgunitPath, orgunitResponseSchema } from './orgunit';
import { apiCacheKey } from './use-api';

/**
 * The reads the shell makes first for a unit's page (`useActiveUnitState`: the unit and its
 * configs), started as soon as the session code is configured, with the same keys and schemas, so
 * they run alongside the download of the shell's and the page's code instead of after the shell's
 * first render. Signed out, each read fails before any request (no ID token) and nobody takes it.
 */
export async function startShellReads(config: ConsoleConfig, ouid: string): Promise<void> {
  await sessionCode();
  const { apiUrl } = config;
  startEarlyRead(apiCacheKey(orgunitPath(ouid), ouid), () =>
    apiRequest({ apiUrl, path: orgunitPath(ouid), ouid, schema: orgunitResponseSchema }),
  );
  startEarlyRead(apiCacheKey(CONFIG_PATH, ouid), () =>
    apiRequest({ apiUrl, path: CONFIG_PATH, ouid, schema: activeConfigsResponseSchema }),
  );
}
