/** `PUT` / `DELETE /config/{identifier}/locks/{key}` (issue 38): lock a key for the units below. */
import { useCallback } from 'react';
import * as z from 'zod/mini';

import type { CoreConfig } from '@domain/config-schema';

import { configItemPath } from './config-preview';
import { withPublishFlag } from './entity-rules';
import { CONFIG_PATH } from './paths';
import { useApiCall, useInvalidate } from './use-api-call';

const locksResponseSchema = z.object({
  data: z.object({ identifier: z.string(), ownLocks: z.array(z.string()) }),
});

export function lockPath(identifier: string, key: string): string {
  return `${configItemPath(identifier)}/locks/${encodeURIComponent(key)}`;
}

/** Locks (`true`) or unlocks a key, then reloads every `/config` answer; rejects with the ApiError. */
export function useSetConfigLock(ouid: string, core: CoreConfig | undefined) {
  const call = useApiCall();
  const invalidate = useInvalidate();
  return useCallback(
    async (identifier: string, key: string, locked: boolean) => {
      try {
        await call({
          path: withPublishFlag(lockPath(identifier, key), core, 'config', 'C'),
          ouid,
          method: locked ? 'PUT' : 'DELETE',
          // Locking takes an optional note (none here); unlocking takes no body.
          body: locked ? {} : undefined,
          schema: locksResponseSchema,
        });
      } finally {
        // A refusal may come from a list out of date: it is read again either way.
        void invalidate(CONFIG_PATH);
      }
    },
    [call, core, invalidate, ouid],
  );
}
