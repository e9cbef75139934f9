/**
 * `POST /config/{identifier}` (issue 38): saves a unit's own config as a new deployed artifact,
 * checked by the server as by the editor. The artifact is then compared and activated.
 */
import { useCallback } from 'react';
import * as z from 'zod/mini';

import type { CoreConfig } from '@domain/config-schema';

import { withPublishFlag } from './entity-rules';
import { CONFIG_PATH } from './paths';
import { useApiCall, useInvalidate } from './use-api-call';

export const saveConfigResponseSchema = z.object({
  data: z.object({ Key: z.string(), ETag: z.string(), LastModified: z.optional(z.string()) }),
});

export interface SavedArtifact {
  key: string;
  eTag: string;
}

/**
 * Saves a config of the unit; rejects with the ApiError (400 names the field, 403 a lock). The
 * note of the change is asked for in the review, when it is activated.
 */
export function useSaveConfig(ouid: string, core: CoreConfig | undefined) {
  const call = useApiCall();
  const invalidate = useInvalidate();
  return useCallback(
    async (identifier: string, config: object): Promise<SavedArtifact> => {
      const path = `${CONFIG_PATH}/${encodeURIComponent(identifier)}`;
      const answer = await call({
        path: withPublishFlag(path, core, 'config', 'C'),
        ouid,
        method: 'POST',
        body: { config },
        schema: saveConfigResponseSchema,
      });
      // The deployed list gains the artifact.
      void invalidate(CONFIG_PATH);
      return { key: answer.data.Key, eTag: answer.data.ETag };
    },
    [call, core, invalidate, ouid],
  );
}
