import { useCallback } from 'react';

import { ApiError, failureMessage } from '../../api/api-error';
import { useApiCall, useInvalidate } from '../../api/use-api-call';
import { profilePath } from '../../api/userprofile';
import { type ProfileDetailsChange, updateProfileDetails } from '../../api/userprofile-details';
import { useActiveUnitContext } from '../../common/shell/active-unit-context';
import { useShell } from '../../common/shell/shell-context';
import { useSignedInSession } from '../../session/session-context';
import { accountStrings } from '../../strings/account';

const text = accountStrings.myProfile;

/** 'conflict': the profile changed since the editor read it (409); nothing was overwritten. */
export type SaveOutcome = 'saved' | 'conflict' | 'failed';

/**
 * Sends the signed-in user's new name and phone, says how it went (3 s message, the server's own
 * text when it sent one) and, after a save, reloads the profile and its activities (the same
 * paths the page read them from).
 */
export function useSaveProfileDetails() {
  const { username } = useSignedInSession();
  const { ouid, core } = useActiveUnitContext();
  const call = useApiCall();
  const invalidate = useInvalidate();
  const { notify } = useShell();

  return useCallback(
    async (change: ProfileDetailsChange): Promise<SaveOutcome> => {
      try {
        await updateProfileDetails(call, ouid, core, username, change);
      } catch (error) {
        notify('error', failureMessage(error, text.updateFailed));
        return error instanceof ApiError && error.isConflict ? 'conflict' : 'failed';
      }
      notify('success', text.updated);
      void invalidate(profilePath(username));
      return 'saved';
    },
    [call, core, invalidate, notify, ouid, username],
  );
}
