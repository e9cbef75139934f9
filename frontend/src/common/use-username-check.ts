import { useRef, useState } from 'react';

import { failureMessage } from '../api/api-error';
import { useApiCall } from '../api/use-api-call';
import { checkUsername, type UsernameHolder } from '../api/userprofile';
import { usersStrings } from '../strings/users';

export type UsernameCheck =
  | { state: 'unchecked' }
  | { state: 'checking'; username: string }
  | { state: 'checked'; username: string; exists: boolean; person?: UsernameHolder }
  | { state: 'failed'; username: string; message: string };

/**
 * The username check (GET /userprofile?checkUserName=) and its answer (org user and tenant forms).
 * Only the latest call's answer counts: an older one arriving late is dropped.
 */
export function useUsernameCheck(ouid: string) {
  const call = useApiCall();
  const [check, setCheck] = useState<UsernameCheck>({ state: 'unchecked' });
  const latest = useRef(0);

  async function run(username: string): Promise<UsernameCheck> {
    const ticket = (latest.current += 1);
    const settle = (next: UsernameCheck) => {
      if (ticket === latest.current) setCheck(next);
      return next;
    };
    setCheck({ state: 'checking', username });
    try {
      const { exists, person } = await checkUsername(call, ouid, username);
      return settle({ state: 'checked', username, exists, ...(person ? { person } : {}) });
    } catch (error) {
      return settle({
        state: 'failed',
        username,
        message: failureMessage(error, usersStrings.createOrgUser.checkFailed),
      });
    }
  }

  function reset() {
    latest.current += 1;
    setCheck({ state: 'unchecked' });
  }

  return { check, run, reset };
}
