import useSWR from 'swr';

import { useConsoleConfig } from '../config/config-context';
import type { ApiError } from './api-error';
import { apiRequest, type ResponseSchema } from './client';

export interface ApiResource<T> {
  data: T | undefined;
  isLoading: boolean;
  error: ApiError | undefined;
}

/** The swr cache key of a GET: the path and the acting unit. */
export function apiCacheKey(path: string, ouid: string | undefined): readonly [string, string] {
  return [path, ouid ?? ''];
}

/** A cached GET of the API; `path` undefined means "not yet" (nothing is requested). */
export function useApi<T>(
  path: string | undefined,
  ouid: string | undefined,
  schema: ResponseSchema<T>,
): ApiResource<T> {
  const { apiUrl } = useConsoleConfig();
  const key = path ? apiCacheKey(path, ouid) : null;
  const { data, error, isLoading } = useSWR<T, ApiError>(
    key,
    ([requestPath, actingOuid]: readonly [string, string]) =>
      apiRequest({ apiUrl, path: requestPath, ouid: actingOuid || undefined, schema }),
  );
  return { data, isLoading, error };
}
