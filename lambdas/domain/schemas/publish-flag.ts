/** The query of a mutation: the console's event flag (spec §7), nothing else. */
import * as z from 'zod/mini';

export const publishQuerySchema = z.object({
  publishToApiTopic: z.optional(z.enum(['true', 'false'])),
});
