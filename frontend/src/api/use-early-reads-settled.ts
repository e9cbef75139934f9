import { useEffect, useState } from 'react';

import { earlyReadsSettled } from './early-reads';

/**
 * Whether the early reads have answered (or `maxWaitMs` has passed): the signed-in shell waits for
 * them, so its first render shows the unit instead of rendering once empty and again with it.
 */
export function useEarlyReadsSettled(maxWaitMs: number): boolean {
  const [waitFor] = useState(() => earlyReadsSettled(maxWaitMs));
  const [settled, setSettled] = useState(waitFor === undefined);
  useEffect(() => {
    let current = true;
    void waitFor?.then(() => {
      if (current) setSettled(true);
    });
    return () => {
      current = false;
    };
  }, [waitFor]);
  return settled;
}
