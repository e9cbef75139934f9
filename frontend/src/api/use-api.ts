import { useCallback } from 'react';
import useSWR from 'swr';

import { useConsoleConfig } from '../config/config-context';
import type { ApiError } from './api-error';
import { apiRequest, type ResponseSchema } from './client';
import { takeEarlyRead } from './early-reads';
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

/**
 * The swr cache key of a GET: the path and the acting unit, and the name of the parsed shape when
 * two screens read one URL with different schemas (one key must hold one shape).
 */
export function apiCacheKey(
  path: string,
  ouid: string | undefined,
  shape?: string,
): readonly [string, string] | readonly [string, string, string] {
  return shape ? [path, ouid ?? '', shape] : [path, ouid ?? ''];
}

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
  const { data, error, isLoading, mutate } = useSWR<T, ApiError>(
    key,
    (cacheKey: readonly [string, string, string?]) => {
      const [requestPath, actingOuid] = cacheKey;
      return (
        takeEarlyRead<T>(cacheKey as readonly string[]) ??
        apiRequest({ apiUrl, path: requestPath, ouid: actingOuid || undefined, schema })
      );
    },
    API_SWR_OPTIONS,
  );
  const retry = useCallback(() => void mutate(), [mutate]);
  return { data, isLoading, error, retry };
}
