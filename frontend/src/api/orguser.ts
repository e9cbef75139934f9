import { useSWRConfig } from 'swr';
import * as z from 'zod/mini';

import type { CoreConfig } from '@domain/config-schema';
import { orgUserDetailSchema } from '@domain/schemas/orguser';

import { ORGUSER_PATH } from './paths';
import { apiCacheKey, useApi, type ApiResource } from './use-api';
import { useServerPages, type ServerPages } from './use-server-pages';
import { withPublishFlag } from './entity-rules';
import type { useApiCall } from './use-api-call';

export { ORGUSER_PATH };

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

/**
 * One user as the acting unit sees them. `canEditDetails`: whether the caller may change the
 * person's name and phone (issue 10 §2); an older server does not say, which reads as false.
 */
const consoleOrgUserDetailSchema = z.extend(orgUserDetailSchema, {
  canEditDetails: z._default(z.boolean(), false),
});

export const orgUserDetailResponseSchema = z.object({ data: consoleOrgUserDetailSchema });

export type OrgUser = z.infer<typeof orgUserSchema>;
export type OrgUserDetail = z.infer<typeof consoleOrgUserDetailSchema>;

type ApiCall = ReturnType<typeof useApiCall>;

export function orgUserPath(username: string): string {
  return `${ORGUSER_PATH}/${encodeURIComponent(username)}`;
}

/** A unit policy string of spec §3: `ouid=role`. */
export function unitPolicy(ouid: string, role: string): string {
  return `${ouid}=${role}`;
}

/** The unit's members a page at a time; `search` keeps the usernames starting with it. */
export function useOrgUserPages(
  ouid: string | undefined,
  query: { limit: number; search?: string },
): ServerPages<OrgUser> {
  return useServerPages({ path: ORGUSER_PATH, ...query }, ouid, orgUserPageSchema);
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
    retry: resource.retry,
    reload: () => void mutate(apiCacheKey(path, ouid)),
  };
}

/**
 * The body of `POST /orguser`: a person with an account joins by username and role; a new one is
 * invited (`invite`), with their details, and optionally the admin's temporary password.
 */
export interface NewOrgUser {
  username: string;
  role: string;
  name?: string;
  email?: string;
  phone_number?: string;
  invite?: { temporaryPassword?: string };
}

/** `POST /orguser`: makes the person a member of the unit; the answer is their details. */
export async function createOrgUser(
  call: ApiCall,
  ouid: string,
  core: CoreConfig | undefined,
  user: NewOrgUser,
): Promise<OrgUserDetail> {
  const { role, ...fields } = user;
  const answer = await call({
    path: withPublishFlag(ORGUSER_PATH, core, 'orguser', 'C'),
    ouid,
    method: 'POST',
    body: { ...fields, roles: [unitPolicy(ouid, role)] },
    schema: orgUserDetailResponseSchema,
  });
  return answer.data;
}

export interface OrgUserChange {
  /** Absent when the caller may not change the name: the server refuses a name then (403). */
  name?: string;
  role: string;
  /** The profile version the editor read; a newer one answers 409. */
  version: number;
}

/** The body of `PUT /orguser/{username}`: the org role in the unit, and the name when given. */
export function orgUserUpdateBody(ouid: string, change: OrgUserChange) {
  return {
    ...(change.name === undefined ? {} : { name: change.name }),
    roles: [unitPolicy(ouid, change.role)],
    version: change.version,
  };
}

/** `PUT /orguser/{username}`: the user's org role in the acting unit, and their name if given. */
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
    body: orgUserUpdateBody(ouid, change),
    schema: orgUserDetailResponseSchema,
  }).then((body) => body.data);
}
