import { useEffect, useRef } from 'react';
import { useSWRConfig } from 'swr';

import { useSignedInSession } from '../../session/session-context';

/**
 * The API answers what the caller's policies allow, so every cached answer depends on them: when
 * a session refresh brings a different `policies` claim, the shell's whole cache revalidates.
 */
export function useRevalidateOnPolicyChange(): void {
  const { policiesClaim } = useSignedInSession();
  const { mutate } = useSWRConfig();
  const previous = useRef(policiesClaim);
  useEffect(() => {
    if (previous.current === policiesClaim) return;
    previous.current = policiesClaim;
    void mutate(() => true);
  }, [policiesClaim, mutate]);
}
