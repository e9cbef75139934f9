import { type ReactNode, useEffect, useState } from 'react';

import { PRERENDERED_MARK } from './prerendered-mark';

/**
 * The wrapper of a prerendered page, on the server and when the browser hydrates it. Until the
 * page is hydrated it is `inert`: what shows cannot be used yet, so nothing typed before the
 * console takes over is lost.
 */
export function PrerenderedPage({ children }: { children: ReactNode }) {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const mark = { [PRERENDERED_MARK]: '' };
  return (
    <div {...mark} inert={!hydrated}>
      {children}
    </div>
  );
}
