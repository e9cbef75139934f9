import { z } from 'zod';

import { useApi, type ApiResource } from './use-api';

const profileSchema = z.object({
  name: z.string(),
  username: z.string(),
  email: z.string(),
  phone_number: z.string(),
});

const activitySchema = z.object({
  id: z.string(),
  ouid: z.string(),
  actor: z.string(),
  action: z.string(),
  entity: z.string(),
  targetId: z.string(),
  at: z.string(),
  summary: z.string(),
});

/** `GET /userprofile/{username}` answers `{ data: profile }`. */
const profileResponseSchema = z.object({ data: profileSchema }).transform((body) => body.data);
const activitiesResponseSchema = z.object({ items: z.array(activitySchema) });

export type UserProfile = z.infer<typeof profileSchema>;
export type Activity = z.infer<typeof activitySchema>;

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
