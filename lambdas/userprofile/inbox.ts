/**
 * GET /userprofile/{username}/inbox and PUT …/inbox/seen: the records about the caller from any
 * unit (domain/audit-feeds.ts), and their seen marker on them. Only the person reads or marks
 * their own inbox: not an admin, not a system admin.
 */
import { INBOX_MARKER_UNIT } from '../domain/audit-feeds';
import { keys } from '../domain/data-keys';
import { inboxQuerySchema } from '../domain/schemas/notifications';
import { pageSize } from '../domain/schemas/paging';
import { ForbiddenError } from '../shared/errors';
import { ok, type AuthorizedInput, type Operation, type RouteOperation } from '../shared/operation';
import { type Activity, toActivity } from '../shared/repositories/activities';
import { moveSeenMarker } from '../shared/repositories/notifications';
import { type Page, queryPage } from '../shared/repositories/query-page';
import type { AuditCopyRecord } from '../domain/records';
import { parseQuery } from '../shared/request-query';
import { isOwnProfile } from '../shared/user-scope';
import { assertNotInFuture } from '../orgunit/put-seen';

/** The caller's username, when the path names their own inbox (case-insensitively, as keys do). */
function requireOwnInbox({
  auth,
  pathParameters,
}: Pick<AuthorizedInput, 'auth' | 'pathParameters'>): string {
  if (!isOwnProfile(auth, pathParameters.username ?? '')) throw new ForbiddenError();
  return auth.username;
}

export const inboxOperation: Operation<Page<Activity>> = {
  // Read alongside the authorization; it reaches the caller only when the inbox is their own.
  prefetch: async ({ pathParameters, query }) => {
    const { limit, nextToken } = parseQuery(query, inboxQuerySchema);
    const page = await queryPage<AuditCopyRecord>({
      partition: keys.inbox(pathParameters.username ?? ''),
      newestFirst: true,
      limit: pageSize(limit),
      nextToken,
    });
    return { ...page, items: page.items.map(toActivity) };
  },
  run: async (input) => {
    requireOwnInbox(input);
    return ok(input.prefetched);
  },
};

export const putInboxSeenOperation: RouteOperation<'PUT /userprofile/{username}/inbox/seen'> = {
  checkCaller: requireOwnInbox,
  run: async (input) => {
    const username = requireOwnInbox(input);
    const record = input.body;
    assertNotInFuture(record);
    return ok({ seen: await moveSeenMarker(username, INBOX_MARKER_UNIT, record) });
  },
};
