/** An audit record as the API shows it: a unit's notifications and a user's activities. */
import * as z from 'zod/mini';

import { API_ENTITIES, AUDIT_ACTIONS } from '../records';

export const activitySchema = z.object({
  id: z.string(),
  ouid: z.string(),
  actor: z.string(),
  action: z.enum(AUDIT_ACTIONS),
  entity: z.enum(API_ENTITIES),
  targetId: z.string(),
  at: z.string(),
  summary: z.string(),
});

export type Activity = z.infer<typeof activitySchema>;
