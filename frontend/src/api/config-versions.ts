/** `GET /config/{identifier}/versions` (issue 38): a config's versions on the unit, newest first. */
import * as z from 'zod/mini';

import { configVersionItemSchema } from '@domain/schemas/config-versions';

import { configItemPath } from './config-preview';
import { type ServerPages, useServerPages } from './use-server-pages';

export type ConfigVersion = z.infer<typeof configVersionItemSchema>;

const versionPageSchema = z.object({
  items: z.array(configVersionItemSchema),
  nextToken: z.optional(z.string()),
});

export function versionsPath(identifier: string): string {
  return `${configItemPath(identifier)}/versions`;
}

/** One page at a time of the config's history on the unit. */
export function useConfigVersions(
  ouid: string,
  identifier: string,
  limit: number,
): ServerPages<ConfigVersion> {
  return useServerPages({ path: versionsPath(identifier), limit }, ouid, versionPageSchema);
}
