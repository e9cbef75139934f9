import { useSWRConfig } from 'swr';
import * as z from 'zod/mini';

import type { CoreConfig } from '@domain/config-schema';
import { orgUserDetailSchema } from '@domain/schemas/orguser';

import { apiCacheKey, useApi, type ApiResource } from './use-api';
import { useAllPages } from './use-all-pages';
import { withPublishFlag } from './entity-rules';
import type { useApiCall } from './use-api-call';

export const ORGUSER_PATH = '/orguser';

const orgUserSchema = z.object({
  name: z.string(),
  username: z.string(),
  email: z.string(),
  phone_number: z.string(),
  roles: z.array(z.string()),
});

const orgUserPageSchema = z.object({
  items: z.array(orgUserSchema),
  nextToken: z.optional(z.string()),
});

const orgUserDetailResponseSchema = z.object({ data: orgUserDetailSchema });

export type OrgUser = z.infer<typeof orgUserSchema>;
export type OrgUserDetail = z.infer<typeof orgUserDetailSchema>;

type ApiCall = ReturnType<typeof useApiCall>;

export function orgUserPath(username: string): string {
  return `${ORGUSER_PATH}/${encodeURIComponent(username)}`;
}

/** A unit policy string of spec §3: `ouid=role`. */
export function unitPolicy(ouid: string, role: string): string {
  return `${ouid}=${role}`;
}

function orgUsersPagePath(nextToken: string | undefined): string {
  return nextToken ? `${ORGUSER_PATH}?nextToken=${encodeURIComponent(nextToken)}` : ORGUSER_PATH;
}

/** Every member of the unit: `GET /orguser` page after page until no nextToken is left. */
export function useOrgUsers(ouid: string | undefined): ApiResource<OrgUser[]> {
  return useAllPages(ORGUSER_PATH, ouid, orgUsersPagePath, orgUserPageSchema);
}

/** One user's org and application roles within the acting unit's view. */
export function useOrgUser(
  username: string,
  ouid: string | undefined,
): ApiResource<OrgUserDetail> & { reload: () => void } {
  const path = orgUserPath(username);
  const resource = useApi(ouid ? path : undefined, ouid, orgUserDetailResponseSchema);
  const { mutate } = useSWRConfig();
  return {
    data: resource.data?.data,
    isLoading: resource.isLoading,
    error: resource.error,
    reload: () => void mutate(apiCacheKey(path, ouid)),
  };
}

export interface NewOrgUser {
  name: string;
  username: string;
  email: string;
  phone_number?: string;
  role: string;
}

/** `POST /orguser`: makes the user (new, or existing with this e-mail) a member of the unit. */
export function createOrgUser(
  call: ApiCall,
  ouid: string,
  core: CoreConfig | undefined,
  user: NewOrgUser,
): Promise<unknown> {
  const { role, ...fields } = user;
  return call({
    path: withPublishFlag(ORGUSER_PATH, core, 'orguser', 'C'),
    ouid,
    method: 'POST',
    body: { ...fields, roles: [unitPolicy(ouid, role)] },
    schema: orgUserDetailResponseSchema,
  });
}

export interface OrgUserChange {
  name: string;
  role: string;
  /** The profile version the editor read; a newer one answers 409. */
  version: number;
}

/** `PUT /orguser/{username}`: the user's name and their org role in the acting unit. */
export function updateOrgUser(
  call: ApiCall,
  ouid: string,
  core: CoreConfig | undefined,
  username: string,
  change: OrgUserChange,
): Promise<OrgUserDetail> {
  return call({
    path: withPublishFlag(orgUserPath(username), core, 'orguser', 'C'),
    ouid,
    method: 'PUT',
    body: { name: change.name, roles: [unitPolicy(ouid, change.role)], version: change.version },
    schema: orgUserDetailResponseSchema,
  }).then((body) => body.data);
}
