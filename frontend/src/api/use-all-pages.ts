import { useCallback } from 'react';
import useSWR from 'swr';

import { useConsoleConfig } from '../config/config-context';
import { commonStrings } from '../strings/common';
import { ApiError } from './api-error';
import type { ResponseSchema } from './client';
import { API_SWR_OPTIONS } from './swr-options';
import { apiCacheKey, apiFetcher, type ApiResource } from './use-api';

export interface ListPage<Item> {
  items: Item[];
  nextToken?: string;
}

/** Follows `nextToken` until the last page; a token seen twice would loop, so it is an error. */
export async function loadAllPages<Item>(
  pagePath: (nextToken: string | undefined) => string,
  fetchPage: (path: string) => Promise<ListPage<Item>>,
): Promise<Item[]> {
  const items: Item[] = [];
  const seen = new Set<string>();
  let nextToken: string | undefined;
  do {
    const page = await fetchPage(pagePath(nextToken));
    items.push(...page.items);
    nextToken = page.nextToken;
    if (nextToken !== undefined) {
      if (seen.has(nextToken)) throw new ApiError(commonStrings.api.invalidResponse, 200);
      seen.add(nextToken);
    }
  } while (nextToken !== undefined);
  return items;
}

/**
 * Every item of a paged list, page after page, acting as `ouid`; `listPath` undefined means "not
 * yet". The cache key is `listPath` with `#all-pages`: it starts with the resource path, so
 * `invalidate(path)` reloads it, and never equals the key of a one-page GET.
 */
export function useAllPages<Item>(
  listPath: string | undefined,
  ouid: string | undefined,
  pagePath: (nextToken: string | undefined) => string,
  schema: ResponseSchema<ListPage<Item>>,
): ApiResource<Item[]> {
  const { apiUrl } = useConsoleConfig();
  const key = listPath && ouid ? apiCacheKey(`${listPath}#all-pages`, ouid) : null;
  const answer = useSWR<Item[], ApiError>(
    key,
    ([, actingOuid]: readonly [string, string]) => {
      const fetchPage = apiFetcher(apiUrl, schema);
      return loadAllPages(pagePath, (path) => fetchPage(apiCacheKey(path, actingOuid)));
    },
    API_SWR_OPTIONS,
  );
  const { data, error, mutate } = answer;
  const retry = useCallback(() => void mutate(), [mutate]);
  return { data, isLoading: data === undefined && answer.isLoading, error, retry };
}
