import { useCallback, useMemo } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import * as z from 'zod/mini';

import { type Activity, activitySchema } from '@domain/schemas/activity';
import { type SeenRecord, seenRecordSchema, UNSEEN_CAP } from '@domain/schemas/notifications';
import type { ApiEntity } from '@domain/records';

import { useConsoleConfig } from '../config/config-context';
import type { ApiError } from './api-error';
import { seenPath } from './paths';
import { API_SWR_OPTIONS } from './swr-options';
import { apiCacheKey, apiFetcher } from './use-api';
import type { useApiCall } from './use-api-call';
import { type ServerPages, useServerPages } from './use-server-pages';

export { UNSEEN_CAP };
export type { Activity, SeenRecord };

const seenCountFields = {
  unseen: z.int().check(z.minimum(0)),
  capped: z.boolean(),
  seen: z.optional(seenRecordSchema),
};

/** The unit's count, and the caller's own inbox's (records about them from any unit). */
const seenStateSchema = z.object({
  ...seenCountFields,
  inbox: z.optional(z.object(seenCountFields)),
});

export type SeenState = z.infer<typeof seenStateSchema>;

const activityPageSchema = z.object({
  items: z.array(activitySchema),
  nextToken: z.optional(z.string()),
});

const markSeenResponseSchema = z.object({ seen: seenRecordSchema });

export function activitiesPath(ouid: string): string {
  return `/orgunit/${encodeURIComponent(ouid)}/activities`;
}

export function inboxPath(username: string): string {
  return `/userprofile/${encodeURIComponent(username)}/inbox`;
}

export { seenPath };

/** The swr key of the caller's seen state on the unit (the bell reads it, the page updates it). */
export function seenCacheKey(ouid: string) {
  return apiCacheKey(seenPath(ouid), ouid);
}

/**
 * The caller's unseen count on the unit. It is read when the unit changes and when `revalidate`
 * is called (navigation, the shell's visible-tab interval), never on window focus: the interval
 * already reads it when a hidden tab is shown again.
 */
export function useSeenState(ouid: string | undefined): {
  data: SeenState | undefined;
  error: ApiError | undefined;
  revalidate: () => void;
} {
  const { apiUrl } = useConsoleConfig();
  const key = ouid ? seenCacheKey(ouid) : null;
  const fetcher = useMemo(() => apiFetcher(apiUrl, seenStateSchema), [apiUrl]);
  const { data, error, mutate } = useSWR<SeenState, ApiError>(key, fetcher, {
    ...API_SWR_OPTIONS,
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
  });
  const revalidate = useCallback(() => void mutate(), [mutate]);
  return { data, error, revalidate };
}

/** The unit's notifications a page at a time, newest first; `entity` keeps one entity's. */
export function useNotificationPages(
  ouid: string,
  query: { limit: number; entity?: ApiEntity },
): ServerPages<Activity> {
  return useServerPages(
    {
      path: activitiesPath(ouid),
      params: query.entity ? { entity: query.entity } : undefined,
      limit: query.limit,
    },
    ouid,
    activityPageSchema,
  );
}

/** `PUT /orgunit/{id}/seen`, then the bell's count is read again. */
export function useMarkSeen(ouid: string) {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (call: ReturnType<typeof useApiCall>, record: SeenRecord) => {
      await call({
        path: seenPath(ouid),
        ouid,
        method: 'PUT',
        body: record,
        schema: markSeenResponseSchema,
      });
      await mutate(seenCacheKey(ouid));
    },
    [mutate, ouid],
  );
}

/** The caller's own inbox a page at a time, newest first (sent with the active unit's header). */
export function useInboxPages(
  username: string,
  ouid: string,
  query: { limit: number },
): ServerPages<Activity> {
  return useServerPages(
    { path: inboxPath(username), limit: query.limit },
    ouid,
    activityPageSchema,
  );
}

/** `PUT /userprofile/{username}/inbox/seen`, then the bell's count is read again. */
export function useMarkInboxSeen(username: string, ouid: string) {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (call: ReturnType<typeof useApiCall>, record: SeenRecord) => {
      await call({
        path: `${inboxPath(username)}/seen`,
        ouid,
        method: 'PUT',
        body: record,
        schema: markSeenResponseSchema,
      });
      await mutate(seenCacheKey(ouid));
    },
    [mutate, ouid, username],
  );
}
