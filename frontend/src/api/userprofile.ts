import * as z from 'zod/mini';

import { type Activity, activitySchema } from '@domain/schemas/activity';

import { useApi, type ApiResource } from './use-api';
import type { useApiCall } from './use-api-call';

const profileSchema = z.object({
  name: z.string(),
  username: z.string(),
  email: z.string(),
  phone_number: z.string(),
  /** Guards the details update: a newer stored version answers 409. */
  version: z.number(),
  /** Whether the caller may change the name and phone; an older server does not say (false). */
  canEditDetails: z._default(z.boolean(), false),
});

/**
 * `GET /userprofile/{username}` (and `PUT /userprofile/{username}/details`) answer
 * `{ data: profile }`.
 */
export const profileResponseSchema = z.pipe(
  z.object({ data: profileSchema }),
  z.transform((body) => body.data),
);
const activitiesResponseSchema = z.object({ items: z.array(activitySchema) });

export type UserProfile = z.infer<typeof profileSchema>;

export type { Activity };

export function profilePath(username: string): string {
  return `/userprofile/${encodeURIComponent(username)}`;
}

export function useUserProfile(
  username: string,
  ouid: string | undefined,
): ApiResource<UserProfile> {
  return useApi(profilePath(username), ouid, profileResponseSchema);
}

/** The user's own audit records, newest first (first page). */
export function useUserActivities(
  username: string,
  ouid: string | undefined,
): ApiResource<{ items: Activity[] }> {
  return useApi(`${profilePath(username)}/activities`, ouid, activitiesResponseSchema);
}

/** Who holds a username, as the username check shows them: name and masked e-mail. */
export interface UsernameHolder {
  name: string;
  /** Masked by the server, e.g. a•••@example.com. */
  email: string;
}

/**
 * `GET /userprofile?checkUserName=` answers whether the username is taken (spec §3: 'true'/'false')
 * and, when it is, by whom.
 */
const userNameCheckSchema = z.pipe(
  z.object({
    userNameExists: z.enum(['true', 'false']),
    person: z.optional(z.object({ name: z.string(), email: z.string() })),
  }),
  z.transform((body) => ({ exists: body.userNameExists === 'true', person: body.person })),
);

/** Whether a profile or an identity-provider account already has this username, and whose. */
export function checkUsername(
  call: ReturnType<typeof useApiCall>,
  ouid: string,
  username: string,
): Promise<{ exists: boolean; person?: UsernameHolder }> {
  return call({
    path: `/userprofile?checkUserName=${encodeURIComponent(username)}`,
    ouid,
    schema: userNameCheckSchema,
  });
}
