/** Query parameters and answer fields shared by paged lists (`?limit=&nextToken=` → `nextToken`). */
import * as z from 'zod/mini';

export const MAX_PAGE_SIZE = 500;
export const DEFAULT_PAGE_SIZE = 100;
/** A page token encodes a few short key attributes; anything longer was not made by the API. */
export const MAX_PAGE_TOKEN_LENGTH = 2048;

export const pageQueryFields = {
  limit: z.optional(
    z.string().check(
      z.regex(/^[1-9][0-9]{0,3}$/, 'limit must be a whole number from 1'),
      z.refine((text) => Number(text) <= MAX_PAGE_SIZE, `limit must be at most ${MAX_PAGE_SIZE}`),
    ),
  ),
  nextToken: z.optional(z.string().check(z.minLength(1), z.maxLength(MAX_PAGE_TOKEN_LENGTH))),
};

/** The opaque token of the next page; absent on the last page. */
export const nextTokenField = z.optional(z.string());

export function pageSize(limit: string | undefined): number {
  return limit === undefined ? DEFAULT_PAGE_SIZE : Number(limit);
}
