import { useState } from 'react';

import { failureMessage } from '../api/api-error';
import { useApiCall } from '../api/use-api-call';
import { checkUserNameExists } from '../api/userprofile';
import { usersStrings } from '../strings/users';

export type UsernameCheck =
  | { state: 'unchecked' }
  | { state: 'checking' }
  | { state: 'checked'; username: string; exists: boolean }
  | { state: 'failed'; message: string };

/** The 'Check' button's call (GET /userprofile?checkUserName=) and its answer (org user and tenant forms). */
export function useUsernameCheck(ouid: string) {
  const call = useApiCall();
  const [check, setCheck] = useState<UsernameCheck>({ state: 'unchecked' });

  async function run(username: string) {
    setCheck({ state: 'checking' });
    try {
      const exists = await checkUserNameExists(call, ouid, username);
      setCheck({ state: 'checked', username, exists });
    } catch (error) {
      setCheck({
        state: 'failed',
        message: failureMessage(error, usersStrings.createOrgUser.checkFailed),
      });
    }
  }

  return { check, run, reset: () => setCheck({ state: 'unchecked' }) };
}
