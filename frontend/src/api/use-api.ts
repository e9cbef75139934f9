import { useCallback, useMemo } from 'react';
import useSWR from 'swr';

import { useConsoleConfig } from '../config/config-context';
import type { ApiError } from './api-error';
import { apiRequest, type ResponseSchema } from './client';
import { apiCacheKey, type ApiCacheKey } from './cache-key';
import { API_SWR_OPTIONS } from './swr-options';

export interface ApiResource<T> {
  data: T | undefined;
  isLoading: boolean;
  error: ApiError | undefined;
  /**
   * Asks the server again (a load failure's Retry button). While it runs `isLoading` is true when
   * there is no data yet, so the screen shows its loader, not an empty state.
   */
  retry: () => void;
}

export { apiCacheKey };

/**
 * A cached GET of the API; `path` undefined means "not yet" (nothing is requested). `shape` names
 * the schema when another reader of the same path parses it differently.
 */
export function useApi<T>(
  path: string | undefined,
  ouid: string | undefined,
  schema: ResponseSchema<T>,
  shape?: string,
): ApiResource<T> {
  const { apiUrl } = useConsoleConfig();
  const key = path ? apiCacheKey(path, ouid, shape) : null;
  const fetcher = useMemo(() => apiFetcher(apiUrl, schema), [apiUrl, schema]);
  const answer = useSWR<T, ApiError>(key, fetcher, API_SWR_OPTIONS);
  const { data, error, mutate } = answer;
  const retry = useCallback(() => void mutate(), [mutate]);
  // swr counts a first fetch as loading even while it shows cached data; a screen with data is not.
  return { data, isLoading: data === undefined && answer.isLoading, error, retry };
}

/** swr's fetcher of an API read keyed by `apiCacheKey`. */
export function apiFetcher<T>(apiUrl: string, schema: ResponseSchema<T>) {
  return ([requestPath, actingOuid]: ApiCacheKey): Promise<T> =>
    apiRequest({ apiUrl, path: requestPath, ouid: actingOuid || undefined, schema });
}
