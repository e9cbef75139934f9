/** The deletion workqueue of the active unit: requests below it, deleted units, and decisions. */
import { useCallback } from 'react';
import * as z from 'zod/mini';

import type { CoreConfig } from '@domain/config-schema';
import {
  type DeletedUnitView,
  deletedUnitSchema,
  type DeletionPreviewView,
  deletionPreviewSchema,
  type DeletionRequestView,
  deletionRequestSchema,
} from '@domain/schemas/workqueue';

import { withPublishFlag } from './entity-rules';
import { useApi, type ApiResource } from './use-api';
import { useApiCall, useInvalidate } from './use-api-call';
import { useServerPages, type ServerPages } from './use-server-pages';

export type { DeletedUnitView, DeletionPreviewView, DeletionRequestView };

export const WORKQUEUE_PATH = '/workqueue';
const REQUESTS_PATH = `${WORKQUEUE_PATH}/deletion-requests`;
const DELETED_PATH = `${WORKQUEUE_PATH}/deleted-units`;

const requestPageSchema = z.object({
  items: z.array(deletionRequestSchema),
  nextToken: z.optional(z.string()),
});
const deletedPageSchema = z.object({
  items: z.array(deletedUnitSchema),
  nextToken: z.optional(z.string()),
});
const previewAnswerSchema = z.object({
  data: z.object({ request: deletionRequestSchema, preview: deletionPreviewSchema }),
});
const decisionAnswerSchema = z.object({ data: z.unknown() });

function deletionPath(id: string, action: string): string {
  return `/orgunit/${encodeURIComponent(id)}/${action}`;
}

export function useDeletionRequestPages(
  ouid: string,
  limit: number,
): ServerPages<DeletionRequestView> {
  return useServerPages({ path: REQUESTS_PATH, limit }, ouid, requestPageSchema);
}

export function useDeletedUnitPages(ouid: string, limit: number): ServerPages<DeletedUnitView> {
  return useServerPages({ path: DELETED_PATH, limit }, ouid, deletedPageSchema);
}

/** What approving the request of unit `id` would affect (bounded counts). */
export function useDeletionPreview(ouid: string, id: string): ApiResource<DeletionPreviewView> {
  const { data, isLoading, error, retry } = useApi(
    deletionPath(id, 'deletion'),
    ouid,
    previewAnswerSchema,
  );
  return { data: data?.data.preview, isLoading, error, retry };
}

/** Approve, reject and restore; each reloads the workqueue and every cached orgunit read. */
export function useWorkqueueChanges(ouid: string, core: CoreConfig | undefined) {
  const call = useApiCall();
  const invalidate = useInvalidate();
  const send = useCallback(
    async (path: string, body: unknown) => {
      await call({ path, ouid, method: 'POST', body, schema: decisionAnswerSchema });
      void invalidate(WORKQUEUE_PATH);
      void invalidate('/orgunit');
      void invalidate('/orgplan');
    },
    [call, invalidate, ouid],
  );
  const approve = useCallback(
    (id: string) =>
      send(withPublishFlag(deletionPath(id, 'deletion/approve'), core, 'orgunit', 'D'), {}),
    [send, core],
  );
  const reject = useCallback(
    (id: string, reason: string) =>
      send(withPublishFlag(deletionPath(id, 'deletion/reject'), core, 'orgunit', 'C'), { reason }),
    [send, core],
  );
  const restore = useCallback(
    (id: string) => send(withPublishFlag(deletionPath(id, 'restore'), core, 'orgunit', 'C'), {}),
    [send, core],
  );
  return { approve, reject, restore };
}
