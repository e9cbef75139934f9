import { preload } from 'swr';

import { activeConfigsResponseSchema } from './config';
import type { ResponseSchema } from './client';
import { orgunitPath, orgunitResponseSchema } from './orgunit';
import { CONFIG_PATH } from './paths';
import { apiCacheKey, apiFetcher } from './use-api';

/**
 * Starts the reads every page of a unit waits for (the unit and its configs, `useActiveUnitState`)
 * as soon as a signed-in session is known, under the keys and with the schemas of their hooks, so
 * they run while the shell's code downloads instead of after its first render.
 */
export function preloadUnitReads(apiUrl: string, ouid: string): void {
  preloadRead(apiUrl, orgunitPath(ouid), ouid, orgunitResponseSchema);
  preloadRead(apiUrl, CONFIG_PATH, ouid, activeConfigsResponseSchema);
}

function preloadRead<T>(apiUrl: string, path: string, ouid: string, schema: ResponseSchema<T>) {
  // A failure is the hook's to show when it takes the read.
  preload(apiCacheKey(path, ouid), apiFetcher(apiUrl, schema)).catch(() => undefined);
}
