import { useCallback, useMemo } from 'react';
import useSWR, { type Cache, type Key, unstable_serialize, useSWRConfig } from 'swr';

import { useConsoleConfig } from '../config/config-context';
import type { ApiError } from './api-error';
import { apiRequest, type ResponseSchema } from './client';
import { apiCacheKey, type ApiCacheKey } from './cache-key';
import { readEarlyAnswer } from './early-answer';
import { settledEarlyRead, takeEarlyRead } from './early-reads';
import type { RawAnswer } from './raw-request';
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
  useCachedEarlyAnswer(key, schema);
  const fetcher = useMemo(() => apiFetcher(apiUrl, schema), [apiUrl, schema]);
  const answer = useSWR<T, ApiError>(key, fetcher, API_SWR_OPTIONS);
  const { data, error, mutate } = answer;
  const retry = useCallback(() => void mutate(), [mutate]);
  // swr counts a first fetch as loading even while it shows fallback data; a screen with data is
  // not. swr renders again for the state a hook has read: `isLoading` is read only without data,
  // so the fetch that takes an early read does not render the screen again for the same answer.
  return { data, isLoading: data === undefined && answer.isLoading, error, retry };
}

/**
 * swr's fetcher of an API read keyed by `apiCacheKey`: it takes the early read of its key when one
 * is pending (early-shell-reads.ts), else asks the API.
 */
export function apiFetcher<T>(apiUrl: string, schema: ResponseSchema<T>) {
  return (cacheKey: ApiCacheKey): Promise<T> => {
    const [requestPath, actingOuid] = cacheKey;
    const taken = takeEarlyRead<RawAnswer>(cacheKey);
    if (taken) return taken.then((answer) => readEarlyAnswer(answer, schema));
    return apiRequest({ apiUrl, path: requestPath, ouid: actingOuid || undefined, schema });
  };
}

/**
 * Puts the early read of `key`, once it has answered, in swr's cache (read with `schema`) before
 * the key's hook reads it: the first render shows it, not a loader (useSeededCache).
 */
export function useCachedEarlyAnswer<T>(key: ApiCacheKey | null, schema: ResponseSchema<T>): void {
  const [path = '', ouid = '', shape] = key ?? [];
  const early = useMemo(
    () => (path ? settledEarlyData(apiCacheKey(path, ouid, shape), schema) : undefined),
    [path, ouid, shape, schema],
  );
  useSeededCache(key, early);
}

/**
 * Puts `seed` in swr's cache under `key` when nothing is there yet, during the render before the
 * key's hook reads it, as if it had been fetched. Given as `fallbackData` instead, the cache would
 * stay empty until the fetch that takes the early read fills it with the same data, and swr would
 * render the screen again for that (its cached `data` changed from nothing to something).
 */
export function useSeededCache(key: Key, seed: { data: unknown } | undefined): void {
  const { cache } = useSWRConfig();
  if (key && seed) seedCache(cache, key, seed.data);
}

/** Sets `key`'s entry of `cache` to `data` unless the key already has one. */
export function seedCache(cache: Pick<Cache, 'get' | 'set'>, key: Key, data: unknown): void {
  const id = unstable_serialize(key);
  if (cache.get(id) === undefined) cache.set(id, { data });
}

/** What the early read of `key` gave, read with `schema`, once it has answered; else undefined. */
export function settledEarlyData<T>(
  key: readonly string[],
  schema: ResponseSchema<T>,
): { data: T } | undefined {
  const settled = settledEarlyRead(key);
  if (!settled) return undefined;
  try {
    return { data: readEarlyAnswer(settled.of as RawAnswer, schema) };
  } catch {
    return undefined;
  }
}
