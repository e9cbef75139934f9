/**
 * The swr cache key of a GET: the path and the acting unit, and the name of the parsed shape when
 * two screens read one URL with different schemas (one key must hold one shape).
 */
export type ApiCacheKey = readonly [string, string] | readonly [string, string, string];

export function apiCacheKey(path: string, ouid: string | undefined, shape?: string): ApiCacheKey {
  return shape ? [path, ouid ?? '', shape] : [path, ouid ?? ''];
}
