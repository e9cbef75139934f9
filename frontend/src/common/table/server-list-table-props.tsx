import Box from '@cloudscape-design/components/box';
import type { TableProps } from '@cloudscape-design/components/table';

import type { ServerPages } from '../../api/use-server-pages';
import { LoadFailureAlert } from '../LoadFailureAlert';
import { ServerPagination } from './ServerPagination';

export interface ServerListTexts {
  loading: string;
  loadFailed: string;
  empty: string;
}

/**
 * The props a table of a server-paged list (without search) shares with every other: the shown
 * page, the spinner of the first load, the load failure in place of the rows (or above them when
 * an earlier answer is still shown), the empty text and the open-ended pagination.
 */
export function serverListTableProps<Item>(
  list: ServerPages<Item>,
  texts: ServerListTexts,
): Pick<TableProps<Item>, 'items' | 'loading' | 'loadingText' | 'empty' | 'filter' | 'pagination'> {
  const failure = list.error && (
    <LoadFailureAlert header={texts.loadFailed} error={list.error} onRetry={list.retry} />
  );
  return {
    items: list.items ?? [],
    loading: list.isLoading && !list.items,
    loadingText: texts.loading,
    empty:
      failure && !list.items ? (
        <Box textAlign="left">{failure}</Box>
      ) : (
        <Box textAlign="center" color="inherit">
          {texts.empty}
        </Box>
      ),
    filter: failure && list.items ? failure : undefined,
    pagination: <ServerPagination list={list} />,
  };
}

/** The header counter of a list: its size once the whole list is known, else none. */
export function wholeListCounter(list: ServerPages<unknown>): string | undefined {
  return list.isWholeList && list.items ? `(${list.items.length})` : undefined;
}
