import { useCallback } from 'react';

import { orgunitPath, orgunitResponseSchema, type OrgunitItem } from '../../api/orgunit';
import { useApiCall } from '../../api/use-api-call';

/** Why an update of a unit was refused with 409. */
export type ConflictKind = 'stale' | 'nameTaken';

/**
 * Tells the two 409s of an edit apart: someone saved the unit after it was loaded (its version
 * moved on: reload), or the new name is held by a sibling (said on the name field). Only a rename
 * can meet the second; then one read of the unit decides.
 */
export function useConflictKind(ouid: string, loaded: OrgunitItem) {
  const call = useApiCall();
  return useCallback(
    async (renamed: boolean): Promise<ConflictKind> => {
      if (!renamed) return 'stale';
      try {
        const current = await call({
          path: orgunitPath(loaded.data.identifier),
          ouid,
          schema: orgunitResponseSchema,
        });
        return current.version === loaded.version ? 'nameTaken' : 'stale';
      } catch {
        return 'stale';
      }
    },
    [call, loaded, ouid],
  );
}
