import { useCallback, useState } from 'react';

import type { ApiError } from './api-error';
import type { ResponseSchema } from './client';
import type { ListPage } from './use-all-pages';
import { listPagePath, type ListRequest } from './list-request';
import { useApi } from './use-api';

export { listPagePath, type ListRequest };

/** Cloudscape Pagination's props for a list whose total is unknown until its last page. */
export interface ServerPagination {
  /** 1-based, as Pagination counts. */
  currentPageIndex: number;
  pagesCount: number;
  /** More pages may follow the known ones. */
  openEnd: boolean;
  onChange: (pageIndex: number) => void;
}

export interface ServerPages<Item> {
  /** The shown page's items; undefined until it arrives. */
  items: Item[] | undefined;
  isLoading: boolean;
  error: ApiError | undefined;
  retry: () => void;
  pagination: ServerPagination;
  /** Whether the shown items are the whole list (one page and nothing after it). */
  isWholeList: boolean;
}

/**
 * What the pages seen so far tell: `starts[i]` is the token that fetches page i (page 0 has none),
 * `end` the number of pages once the last one is known. It belongs to one list (`listKey`).
 */
export interface PagingState {
  listKey: string;
  pageIndex: number;
  starts: (string | undefined)[];
  end?: number;
}

export function firstPage(listKey: string): PagingState {
  return { listKey, pageIndex: 0, starts: [undefined] };
}

/**
 * The paging state after the shown page arrived. A token different from the one known (the list
 * changed) drops the later tokens; an empty page with a token is skipped; an empty page after the
 * last one (a token that led nowhere) sends the user back to the page before it.
 */
export function learnPage<Item>(state: PagingState, page: ListPage<Item>): PagingState {
  const { pageIndex, starts } = state;
  const next = page.nextToken;
  if (page.items.length === 0 && next !== undefined && next !== starts[pageIndex]) {
    return { ...state, starts: [...starts.slice(0, pageIndex), next], end: undefined };
  }
  if (page.items.length === 0 && next === undefined && pageIndex > 0) {
    return { ...state, pageIndex: pageIndex - 1, end: pageIndex };
  }
  if (next !== starts[pageIndex + 1]) {
    const kept = starts.slice(0, pageIndex + 1);
    return next === undefined
      ? { ...state, starts: kept, end: pageIndex + 1 }
      : { ...state, starts: [...kept, next], end: undefined };
  }
  if (next === undefined && state.end === undefined) return { ...state, end: pageIndex + 1 };
  return state;
}

/**
 * One page at a time of a list the server pages (`{ items, nextToken? }`): the first page shows as
 * soon as it arrives, Next asks for the page after the shown one, and every page is cached under
 * its own path (token included), so going back is instant and `invalidate(request.path)` reloads
 * them. A new request (other search, page size or unit) starts again at page 1.
 */
export function useServerPages<Item>(
  request: ListRequest | undefined,
  ouid: string | undefined,
  schema: ResponseSchema<ListPage<Item>>,
): ServerPages<Item> {
  const listKey = JSON.stringify([ouid, request]);
  const [stored, setStored] = useState<PagingState>(() => firstPage(listKey));
  const state = stored.listKey === listKey ? stored : firstPage(listKey);
  const path = request && ouid ? listPagePath(request, state.starts[state.pageIndex]) : undefined;
  const { data, isLoading, error, retry } = useApi(path, ouid, schema);

  const learned = data ? learnPage(state, data) : state;
  // Adjusting state while rendering (React's pattern for state derived from new data): converges,
  // since learnPage returns the state unchanged once it holds what the page says.
  if (learned !== stored) setStored(learned);

  const pagesCount = learned.end ?? learned.starts.length;
  const onChange = useCallback(
    (pageIndex: number) =>
      setStored((current) =>
        current.listKey === listKey && pageIndex >= 1 && pageIndex <= pagesCount
          ? { ...current, pageIndex: pageIndex - 1 }
          : current,
      ),
    [listKey, pagesCount],
  );
  const shownPage = learned.pageIndex === state.pageIndex;
  return {
    items: shownPage ? data?.items : undefined,
    isLoading: isLoading || !shownPage,
    error,
    retry,
    pagination: {
      currentPageIndex: learned.pageIndex + 1,
      pagesCount,
      openEnd: learned.end === undefined,
      onChange,
    },
    isWholeList: learned.end === 1 && shownPage,
  };
}
