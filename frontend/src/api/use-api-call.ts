import { useCallback } from 'react';
import { useSWRConfig } from 'swr';

import { useConsoleConfig } from '../config/config-context';
import { apiRequest, type ApiRequest } from './client';

/** Calls the API (for mutations and one-off reads) with the console's API URL. */
export function useApiCall() {
  const { apiUrl } = useConsoleConfig();
  return useCallback(
    <T>(request: Omit<ApiRequest<T>, 'apiUrl'>) => apiRequest<T>({ apiUrl, ...request }),
    [apiUrl],
  );
}

/**
 * Reloads every cached GET whose path starts with the prefix (any acting unit), e.g.
 * `invalidate('/orgunit')` after a unit changed. The cached answers stay on screen until the new
 * ones arrive: the shell, menus and unit names never flash to a spinner or raw ids.
 */
export function useInvalidate() {
  const { mutate } = useSWRConfig();
  return useCallback(
    (pathPrefix: string) =>
      mutate(
        (key) => Array.isArray(key) && typeof key[0] === 'string' && key[0].startsWith(pathPrefix),
      ),
    [mutate],
  );
}
