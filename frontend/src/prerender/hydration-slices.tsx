import { type ReactNode, Suspense, useEffect, useRef } from 'react';

import { afterCurrentTask } from '../app/preact-parity-helpers';
import { createSliceQueue, type Slice } from './slice-queue';

/**
 * Hydrating a prerendered page is one synchronous render of the whole tree: about 45 ms here for
 * the sign-in page, four times that on a phone, during which a tap waits. A `HydrationSlice`
 * marks a part that hydrates later, in a task of its own: during the page's hydration it suspends,
 * which keeps its prerendered elements on screen as they are (Preact resumes a suspended
 * hydration on the same elements), and the parts then hydrate one by one (`slice-queue.ts`).
 * Anywhere else (a page rendered in the browser, any later render) a slice is just its children.
 *
 * A slice must render exactly one element at its place: Preact keeps that one for the resume.
 */
const SLICE_GIVE_UP_MS = 1000;
const queue = createSliceQueue(afterCurrentTask, SLICE_GIVE_UP_MS);
let hydrating = false;

/** Runs `hydrate` (the page's one `hydrateRoot` call) with the slices it meets deferred. */
export function hydrateInSlices(hydrate: () => void): void {
  hydrating = true;
  try {
    hydrate();
  } finally {
    hydrating = false;
  }
  queue.startNext();
}

/** Settles once every deferred slice has hydrated (at once when there were none). */
export function whenSlicesHydrated(): Promise<void> {
  return queue.whenDone();
}

function Deferred({ children }: { children: ReactNode }) {
  const slice = useRef<Slice>(undefined);
  useEffect(() => {
    if (slice.current) queue.committed(slice.current);
  });
  if (hydrating && !slice.current) {
    throw new Promise<void>((resolve) => {
      slice.current = queue.add(resolve);
    });
  }
  return children;
}

export function HydrationSlice({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <Deferred>{children}</Deferred>
    </Suspense>
  );
}
