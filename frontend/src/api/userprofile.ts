import { z } from 'zod';
import * as zm from 'zod/mini';

import { type Activity, activitySchema } from '@domain/schemas/activity';

import { useApi, type ApiResource } from './use-api';

const profileSchema = z.object({
  name: z.string(),
  username: z.string(),
  email: z.string(),
  phone_number: z.string(),
});

/** `GET /userprofile/{username}` answers `{ data: profile }`. */
const profileResponseSchema = z.object({ data: profileSchema }).transform((body) => body.data);
const activitiesResponseSchema = zm.object({ items: zm.array(activitySchema) });

export type UserProfile = z.infer<typeof profileSchema>;

export type { Activity };

function profilePath(username: string): string {
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
