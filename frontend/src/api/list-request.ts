/** One list request without its page token: the path, its fixed query, the page size and search. */
export interface ListRequest {
  /** The resource path, e.g. `/orgunit`: every page's cache key starts with it (invalidate). */
  path: string;
  params?: Record<string, string>;
  limit: number;
  /** Sent as `search` when not blank. */
  search?: string;
}

/** The request path of one page, e.g. `/orgunit?parentOuId=ou-root&limit=24&nextToken=…`. */
export function listPagePath(request: ListRequest, nextToken?: string): string {
  const query = new URLSearchParams(request.params);
  query.set('limit', String(request.limit));
  if (request.search) query.set('search', request.search);
  if (nextToken) query.set('nextToken', nextToken);
  return `${request.path}?${query.toString()}`;
}
