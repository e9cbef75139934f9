import { type ReactNode, Suspense, useEffect, useLayoutEffect, useRef, useState } from 'react';

import { afterCurrentTask } from '../app/preact-parity-helpers';
import { createSliceQueue, type Slice } from './slice-queue';

/**
 * The first render of a page is one synchronous render of its whole tree: for a unit's page with
 * its data, about 200 ms here (shell, tables, and the layout their first measurements force),
 * four times that on a phone, during which a tap waits. A `PageSlice` marks a part that renders
 * later, in a task of its own, while the page first loads; the parts then render one by one, in
 * the order they were met (`slice-queue.ts`), so the page fills from the top down.
 *
 * - A prerendered page's hydration (`hydrateInSlices`): the slice suspends, which keeps its
 *   prerendered elements on screen as they are (Preact resumes a suspended hydration on the same
 *   elements). Such a slice must render exactly one element at its place: Preact keeps that one
 *   for the resume.
 * - A page rendered in the browser (`sliceFirstLoad`): the slice renders nothing until its turn,
 *   while the console is still on the page it opened on and the slices met so far have not all
 *   rendered.
 *
 * Anywhere else (any later render, any other page) a slice is just its children.
 */
const SLICE_GIVE_UP_MS = 1000;
const queue = createSliceQueue(afterCurrentTask, SLICE_GIVE_UP_MS);
let hydrating = false;
/** The path the console opened on, while its first load renders in slices. */
let firstLoadPath: string | undefined;

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

/** The page the console opens on, rendered in the browser, renders its slices in turn. */
export function sliceFirstLoad(): void {
  firstLoadPath = window.location.pathname;
}

/** Settles once every deferred slice has rendered (at once when there were none). */
export function whenSlicesHydrated(): Promise<void> {
  return queue.whenDone();
}

function firstLoadDefers(): boolean {
  if (firstLoadPath === undefined) return false;
  // Once the console has left the page it opened on, the first load is over.
  if (firstLoadPath !== window.location.pathname) firstLoadPath = undefined;
  return firstLoadPath !== undefined;
}

function HydrationDeferred({ children }: { children: ReactNode }) {
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

function FirstLoadDeferred({ children }: { children: ReactNode }) {
  const [shown, setShown] = useState(() => !firstLoadDefers());
  const slice = useRef<Slice>(undefined);
  // Layout effects run in document order for siblings, so the queue holds the slices top down.
  useLayoutEffect(() => {
    if (shown) return;
    slice.current = queue.add(() => setShown(true));
    queue.startIfIdle();
    // The first load is over once every slice met so far has rendered.
    void queue.whenDone().then(() => (firstLoadPath = undefined));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- registers once, on mount
  }, []);
  useEffect(() => {
    if (shown && slice.current) queue.committed(slice.current);
  }, [shown]);
  // Removed before its turn: the queue does not wait for it.
  useEffect(
    () => () => {
      if (slice.current) queue.committed(slice.current);
    },
    [],
  );
  return shown ? children : null;
}

export function PageSlice({ children }: { children: ReactNode }) {
  const [inHydration] = useState(() => hydrating);
  return inHydration ? (
    <Suspense fallback={null}>
      <HydrationDeferred>{children}</HydrationDeferred>
    </Suspense>
  ) : (
    <FirstLoadDeferred>{children}</FirstLoadDeferred>
  );
}
