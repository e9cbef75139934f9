/** A person's own fields (name, phone): `PUT /userprofile/{username}/details` (issue 10 §2). */
import type { CoreConfig } from '@domain/config-schema';

import { withPublishFlag } from './entity-rules';
import type { useApiCall } from './use-api-call';
import { profilePath, profileResponseSchema, type UserProfile } from './userprofile';

type ApiCall = ReturnType<typeof useApiCall>;

/** The fields to change (each optional), and the profile version they were read at. */
export interface ProfileDetailsChange {
  name?: string;
  /** E.164, or '' to remove the number. */
  phone_number?: string;
  version: number;
}

export function profileDetailsPath(username: string): string {
  return `${profilePath(username)}/details`;
}

/**
 * Changes the name and phone; answers the profile as stored. A stale version answers 409 and a
 * caller who may not change this person's details 403 (both as an `ApiError`).
 */
export function updateProfileDetails(
  call: ApiCall,
  ouid: string | undefined,
  core: CoreConfig | undefined,
  username: string,
  change: ProfileDetailsChange,
): Promise<UserProfile> {
  return call({
    path: withPublishFlag(profileDetailsPath(username), core, 'userprofile', 'C'),
    ouid,
    method: 'PUT',
    body: change,
    schema: profileResponseSchema,
  });
}
