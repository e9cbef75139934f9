/** The userprofile Lambda: sign-up users' profiles and their policies. */
import { createResourceHandler } from '../shared/router';
import { createProfileOperation } from './create-profile';
import { deleteProfileOperation } from './delete-profile';
import { getProfileOperation } from './get-profile';
import { inboxOperation, putInboxSeenOperation } from './inbox';
import { listProfilesOperation } from './list-profiles';
import { profileActivitiesOperation } from './profile-activities';
import { updateDetailsOperation } from './update-details';
import { updateProfileOperation } from './update-profile';

export const handler = createResourceHandler('userprofile', {
  'GET /userprofile': listProfilesOperation,
  'POST /userprofile': createProfileOperation,
  'GET /userprofile/{username}': getProfileOperation,
  'GET /userprofile/{username}/activities': profileActivitiesOperation,
  'GET /userprofile/{username}/inbox': inboxOperation,
  'PUT /userprofile/{username}/inbox/seen': putInboxSeenOperation,
  'PUT /userprofile/{username}': updateProfileOperation,
  'PUT /userprofile/{username}/details': updateDetailsOperation,
  'DELETE /userprofile/{username}': deleteProfileOperation,
});
