/** Create, update and delete of sign-up users' profiles, with the entity rules' publish flag (spec §7). */
import { useMemo } from 'react';
import * as z from 'zod/mini';

import type { CoreConfig } from '@domain/config-schema';

import { withPublishFlag } from './entity-rules';
import { useApiCall, useInvalidate } from './use-api-call';
import {
  type CreateProfileBody,
  type ProfileDetails,
  profileResponseSchema,
  type UpdateProfileBody,
  USERPROFILE_PATH,
  userProfilePath,
} from './userprofile-admin';

const ENTITY = 'userprofile';

const deleteResponseSchema = z.object({
  data: z.object({ username: z.string(), deleted: z.boolean(), accountDisabled: z.boolean() }),
});

export interface UserProfileMutations {
  create: (body: CreateProfileBody) => Promise<ProfileDetails>;
  update: (username: string, body: UpdateProfileBody) => Promise<ProfileDetails>;
  remove: (username: string) => Promise<void>;
}

/** The mutations acting as `ouid`; each one reloads every cached profile read afterwards. */
export function useUserProfileMutations(
  ouid: string | undefined,
  core: CoreConfig | undefined,
): UserProfileMutations {
  const call = useApiCall();
  const invalidate = useInvalidate();
  return useMemo(() => {
    const reloadProfiles = () => void invalidate(USERPROFILE_PATH);
    return {
      create: async (body) => {
        const profile = await call({
          path: withPublishFlag(USERPROFILE_PATH, core, ENTITY, 'C'),
          ouid,
          method: 'POST',
          body,
          schema: profileResponseSchema,
        });
        reloadProfiles();
        return profile;
      },
      update: async (username, body) => {
        const profile = await call({
          path: withPublishFlag(userProfilePath(username), core, ENTITY, 'C'),
          ouid,
          method: 'PUT',
          body,
          schema: profileResponseSchema,
        });
        reloadProfiles();
        return profile;
      },
      remove: async (username) => {
        await call({
          path: withPublishFlag(userProfilePath(username), core, ENTITY, 'D'),
          ouid,
          method: 'DELETE',
          schema: deleteResponseSchema,
        });
        reloadProfiles();
      },
    };
  }, [call, invalidate, ouid, core]);
}
