import * as z from 'zod/mini';

import type { CoreConfig } from '@domain/config-schema';

import { withPublishFlag } from './entity-rules';
import type { useApiCall } from './use-api-call';

export const APPUSER_PATH = '/appuser';

type ApiCall = ReturnType<typeof useApiCall>;

/** A user's roles in one application (spec §3 "Application role mapping"). */
export interface AppRole {
  appId: string;
  roles: string[];
}

const appUserResponseSchema = z.object({
  data: z.object({ username: z.string(), appId: z.string(), roles: z.array(z.string()) }),
});

const appUserDeletedSchema = z.object({
  data: z.object({ username: z.string(), appId: z.string(), deleted: z.boolean() }),
});

/** `POST /appuser`: sets the member's roles in one application of the acting unit. */
export function createAppUser(
  call: ApiCall,
  ouid: string,
  core: CoreConfig | undefined,
  username: string,
  appRole: AppRole,
): Promise<unknown> {
  return call({
    path: withPublishFlag(APPUSER_PATH, core, 'appuser', 'C'),
    ouid,
    method: 'POST',
    body: { username, appId: appRole.appId, roles: appRole.roles, ouid },
    schema: appUserResponseSchema,
  });
}

/** `DELETE /appuser/{username}` with `x-appid`: removes the member from the application. */
export function deleteAppUser(
  call: ApiCall,
  ouid: string,
  core: CoreConfig | undefined,
  username: string,
  appId: string,
): Promise<unknown> {
  return call({
    path: withPublishFlag(`${APPUSER_PATH}/${encodeURIComponent(username)}`, core, 'appuser', 'D'),
    ouid,
    method: 'DELETE',
    headers: { 'x-appid': appId },
    schema: appUserDeletedSchema,
  });
}
