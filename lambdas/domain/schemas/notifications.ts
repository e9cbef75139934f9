/**
 * A unit's notifications: its audit records (GET /orgunit/{id}/activities, filtered by entity)
 * and the caller's seen marker on the unit with the count of records after it (/orgunit/{id}/seen).
 */
import * as z from 'zod/mini';

import { API_ENTITIES } from '../records';
import { activitySchema } from './activity';
import { pageQueryFields } from './paging';
import type { RouteSchemaMap } from './route-schemas';

/** The unseen count stops here: the bell shows "99+" beyond 99. */
export const UNSEEN_CAP = 100;

/** Audit record ids are UUIDs (change.ts); older or seeded ones may be other short ids. */
const auditIdSchema = z
  .string()
  .check(
    z.maxLength(64, 'id is at most 64 characters'),
    z.regex(/^[A-Za-z0-9][A-Za-z0-9_-]*$/, 'id is letters, digits, - and _'),
  );

/** An audit record's place in its unit's list: when it was written, and its id. */
export const seenRecordSchema = z.strictObject({
  at: z.iso.datetime('at must be an ISO date and time (UTC)'),
  id: auditIdSchema,
});

export type SeenRecord = z.infer<typeof seenRecordSchema>;

export const activitiesQuerySchema = z.object({
  entity: z.optional(z.enum(API_ENTITIES)),
  ...pageQueryFields,
});

const seenCountFields = {
  /** Records after the marker, at most UNSEEN_CAP. */
  unseen: z.int().check(z.minimum(0), z.maximum(UNSEEN_CAP)),
  /** More records than `unseen` may follow the marker. */
  capped: z.boolean(),
  /** The newest record the caller was shown; absent before the first visit. */
  seen: z.optional(seenRecordSchema),
};

/** The caller's own inbox (records about them, from any unit): its marker and count. */
export const inboxSeenStateSchema = z.object(seenCountFields);

export type InboxSeenState = z.infer<typeof inboxSeenStateSchema>;

/** The unit's records the caller may see, and their inbox, after their markers. */
const seenStateSchema = z.object({ ...seenCountFields, inbox: inboxSeenStateSchema });

export type SeenState = z.infer<typeof seenStateSchema>;

export const inboxQuerySchema = z.object({ ...pageQueryFields });

export const notificationRouteSchemas = {
  'GET /orgunit/{id}/seen': { response: seenStateSchema },
  'PUT /orgunit/{id}/seen': {
    body: seenRecordSchema,
    response: z.object({ seen: seenRecordSchema }),
  },
  'GET /userprofile/{username}/inbox': {
    query: inboxQuerySchema,
    response: z.object({ items: z.array(activitySchema), nextToken: z.optional(z.string()) }),
  },
  'PUT /userprofile/{username}/inbox/seen': {
    body: seenRecordSchema,
    response: z.object({ seen: seenRecordSchema }),
  },
} satisfies RouteSchemaMap;
