/**
 * The sign-up users' profiles as system admins manage them (spec §2 "Authenticated users"):
 * the list a page at a time, one profile's details, and the paths and bodies of the mutations.
 */
import * as z from 'zod/mini';

import { profileViewSchema, type updateProfileBodySchema } from '@domain/schemas/userprofile';

import { USERPROFILE_PATH } from './paths';
import { useApi, type ApiResource } from './use-api';
import { useServerPages, type ServerPages } from './use-server-pages';

export { USERPROFILE_PATH };

const profileListItemSchema = z.object({
  name: z.string(),
  username: z.string(),
  email: z.string(),
  phone_number: z.string(),
  policies: z.array(z.string()),
  version: z.number(),
  /** The sign-in account's state; absent when the profile has no account. */
  cognitoStatus: z.optional(z.string()),
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
  /** A new account is made first, with this temporary password (changed at first sign-in). */
  invite?: { temporaryPassword?: string };
}

export function userProfilePath(username: string): string {
  return `${USERPROFILE_PATH}/${encodeURIComponent(username)}`;
}

/** The sign-up users a page at a time; `search` keeps the usernames starting with it. */
export function useUserProfilePages(
  ouid: string | undefined,
  query: { limit: number; search?: string },
): ServerPages<ProfileListItem> {
  return useServerPages({ path: USERPROFILE_PATH, ...query }, ouid, profileListPageSchema);
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
