import Pagination from '@cloudscape-design/components/pagination';

import type { ServerPages } from '../../api/use-server-pages';

/** The pages of a server-paged list: open-ended while the server has more, still while loading. */
export function ServerPagination<Item>({ list }: { list: ServerPages<Item> }) {
  return (
    <Pagination
      {...list.pagination}
      disabled={list.isLoading}
      onChange={({ detail }) => list.pagination.onChange(detail.currentPageIndex)}
    />
  );
}
