/** Reads query parameters into a route's query schema; anything that does not fit is a 400. */
import type * as z from 'zod/mini';

import { BadRequestError } from './errors';
import { API_MESSAGES } from './messages';

export function parseQuery<Schema extends z.ZodMiniType>(
  query: Readonly<Record<string, string | undefined>>,
  schema: Schema,
): z.infer<Schema> {
  const result = schema.safeParse(query);
  if (!result.success) {
    const detail = result.error.issues
      .map((issue) => `${issue.path.join('.') || '(query)'}: ${issue.message}`)
      .join('; ');
    throw new BadRequestError(API_MESSAGES.invalidQuery(detail));
  }
  return result.data;
}
