import { useCallback, useMemo } from 'react';
import useSWR from 'swr';

import { useConsoleConfig } from '../config/config-context';
import type { ApiError } from './api-error';
import { apiRequest, type ResponseSchema } from './client';
import { apiCacheKey } from './cache-key';
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
  // An early read that has already answered is shown by the first render, not after a loader.
  const early = useMemo(
    () => (path ? earlyData(apiCacheKey(path, ouid, shape), schema) : undefined),
    [path, ouid, shape, schema],
  );
  const answer = useSWR<T, ApiError>(
    key,
    (cacheKey: readonly [string, string, string?]) => {
      const [requestPath, actingOuid] = cacheKey;
      const taken = takeEarlyRead<RawAnswer>(cacheKey as readonly string[]);
      if (taken) return taken.then((answer) => readEarlyAnswer(answer, schema));
      return apiRequest({ apiUrl, path: requestPath, ouid: actingOuid || undefined, schema });
    },
    early ? { ...API_SWR_OPTIONS, fallbackData: early.data } : API_SWR_OPTIONS,
  );
  const { data, error, mutate } = answer;
  const retry = useCallback(() => void mutate(), [mutate]);
  // swr counts a first fetch as loading even while it shows fallback data; a screen with data is
  // not. swr renders again for the state a hook has read: `isLoading` is read only without data,
  // so the fetch that takes an early read does not render the screen again for the same answer.
  return { data, isLoading: data === undefined && answer.isLoading, error, retry };
}

function earlyData<T>(key: readonly string[], schema: ResponseSchema<T>): { data: T } | undefined {
  const settled = settledEarlyRead(key);
  if (!settled) return undefined;
  try {
    return { data: readEarlyAnswer(settled.of as RawAnswer, schema) };
  } catch {
    return undefined;
  }
}
