import { useCallback } from 'react';

import type { CoreConfig } from '@domain/config-schema';

import { withPublishFlag } from './entity-rules';
import { orgunitPath, orgunitResponseSchema, type OrgunitItem } from './orgunit';
import { useApiCall, useInvalidate } from './use-api-call';

export interface RegisterOrgunitInput {
  name: string;
  description: string;
}

export interface EditableOrgunitFields {
  name: string;
  description: string;
  emailId: string;
  mobile: string;
}

/** Where the acting unit sits: its id and stored ouid chain (sent as `x-ouidchain`). */
export interface ActingUnit {
  ouid: string;
  ouidChain: string;
}

/**
 * The orgunit writes of spec §7, each through the core config's publish flag; after any of them
 * every cached `/orgunit…` GET (lists, details, homes) loads again.
 */
export function useOrgunitMutations(core: CoreConfig | undefined) {
  const call = useApiCall();
  const invalidate = useInvalidate();

  const afterChange = useCallback(
    (item: OrgunitItem) => {
      void invalidate('/orgunit');
      return item;
    },
    [invalidate],
  );

  const register = useCallback(
    async (acting: ActingUnit, input: RegisterOrgunitInput) =>
      afterChange(
        await call({
          path: withPublishFlag('/orgunit', core, 'orgunit', 'C'),
          ouid: acting.ouid,
          method: 'POST',
          body: input,
          headers: { 'x-ouidchain': acting.ouidChain },
          schema: orgunitResponseSchema,
        }),
      ),
    [afterChange, call, core],
  );

  /** Sends the whole record as loaded (its version) with the edited fields; 409 when stale. */
  const update = useCallback(
    async (actingOuid: string, loaded: OrgunitItem, fields: EditableOrgunitFields) =>
      afterChange(
        await call({
          path: withPublishFlag(orgunitPath(loaded.data.identifier), core, 'orgunit', 'C'),
          ouid: actingOuid,
          method: 'PUT',
          body: {
            version: loaded.version,
            markedForDeletion: loaded.markedForDeletion,
            data: { ...loaded.data, ...fields },
          },
          schema: orgunitResponseSchema,
        }),
      ),
    [afterChange, call, core],
  );

  const requestDeletion = useCallback(
    async (actingOuid: string, id: string) =>
      afterChange(
        await call({
          path: withPublishFlag(orgunitPath(id), core, 'orgunit', 'D'),
          ouid: actingOuid,
          method: 'DELETE',
          schema: orgunitResponseSchema,
        }),
      ),
    [afterChange, call, core],
  );

  return { register, update, requestDeletion };
}
