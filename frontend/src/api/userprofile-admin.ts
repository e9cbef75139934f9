/**
 * The sign-up users' profiles as system admins manage them (spec §2 "Authenticated users"):
 * the whole list, one profile's details, and the paths and bodies of the mutations.
 */
import * as z from 'zod/mini';

import { profileViewSchema, type updateProfileBodySchema } from '@domain/schemas/userprofile';

import { useAllPages } from './use-all-pages';
import { useApi, type ApiResource } from './use-api';

export const USERPROFILE_PATH = '/userprofile';
/** The server's largest page (`pageLimitSchema`): fewest round trips for the whole list. */
const LIST_PAGE_LIMIT = 100;

const profileListItemSchema = z.object({
  name: z.string(),
  username: z.string(),
  email: z.string(),
  phone_number: z.string(),
  policies: z.array(z.string()),
  version: z.number(),
});

const profileListPageSchema = z.object({
  items: z.array(profileListItemSchema),
  nextToken: z.optional(z.string()),
});

const profileResponseSchema = z.pipe(
  z.object({ data: profileViewSchema }),
  z.transform((body) => body.data),
);

export type ProfileListItem = z.infer<typeof profileListItemSchema>;
export type ProfileDetails = z.infer<typeof profileViewSchema>;
export type UpdateProfileBody = z.infer<typeof updateProfileBodySchema>;

export interface CreateProfileBody {
  name: string;
  username: string;
  email: string;
  phone_number?: string;
}

export function userProfilePath(username: string): string {
  return `${USERPROFILE_PATH}/${encodeURIComponent(username)}`;
}

export function profileListPagePath(nextToken: string | undefined): string {
  const query = new URLSearchParams({ limit: String(LIST_PAGE_LIMIT) });
  if (nextToken) query.set('nextToken', nextToken);
  return `${USERPROFILE_PATH}?${query.toString()}`;
}

/** Every profile: `GET /userprofile` page after page until the server sends no `nextToken`. */
export function useAllUserProfiles(ouid: string | undefined): ApiResource<ProfileListItem[]> {
  return useAllPages(USERPROFILE_PATH, ouid, profileListPagePath, profileListPageSchema);
}

/** One profile with its policies (from the memberships) and its account status. */
export function useUserProfileDetails(
  username: string | undefined,
  ouid: string | undefined,
): ApiResource<ProfileDetails> {
  return useApi(
    username && ouid ? userProfilePath(username) : undefined,
    ouid,
    profileResponseSchema,
    'profile-details',
  );
}

export { profileResponseSchema };
