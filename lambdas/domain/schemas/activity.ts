/** An audit record as the API shows it: a unit's notifications, a user's activities and inbox. */
import * as z from 'zod/mini';

import { API_ENTITIES, AUDIT_ACTIONS, AUDIT_EVENTS } from '../records';

export const activitySchema = z.object({
  id: z.string(),
  ouid: z.string(),
  actor: z.string(),
  action: z.enum(AUDIT_ACTIONS),
  /** What happened (older records: derived from `action`). */
  event: z.enum(AUDIT_EVENTS),
  entity: z.enum(API_ENTITIES),
  targetId: z.string(),
  /** The person the record is about, when it is about one. */
  subject: z.optional(z.string()),
  at: z.string(),
  summary: z.string(),
});

export type Activity = z.infer<typeof activitySchema>;
