import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { type BlockerFunction, useBlocker } from 'react-router-dom';

import { lazyPart, useIdlePreload } from '../lazy-part';
import { leavesWithoutAsking } from '../leave-without-asking';

/** The dialog shows only when a navigation is held back: its code (Modal) loads when idle. */
const UnsavedChangesDialog = lazyPart(
  () => import('./UnsavedChangesDialog').then((module) => module.UnsavedChangesDialog),
  null,
);

/**
 * While `isDirty`, leaving the form asks first: in-app navigation (links, side navigation,
 * breadcrumbs, Back) opens a Stay/Leave dialog, and closing or reloading the tab gets the
 * browser's own prompt. Returns the dialog; forms render it through `UnsavedChangesGuard`, so the
 * blocker's own renders stay out of the form.
 *
 * Forms pass `changed && !saving`: a save in progress, and the navigation that follows its
 * success, are never held back.
 */
export function useUnsavedChangesGuard(isDirty: boolean): ReactNode {
  const dirty = useRef(isDirty);
  useEffect(() => {
    dirty.current = isDirty;
  }, [isDirty]);

  // Read at navigation time: the latest state counts, even within the render that navigates.
  const shouldBlock = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation }) =>
      dirty.current &&
      !leavesWithoutAsking(nextLocation.state) &&
      (currentLocation.pathname !== nextLocation.pathname ||
        currentLocation.search !== nextLocation.search),
    [],
  );
  const blocker = useBlocker(shouldBlock);

  useEffect(() => {
    if (!isDirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      if (!dirty.current) return;
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [isDirty]);

  const blocked = blocker.state === 'blocked';
  // Once shown, the dialog stays mounted, so closing it animates and gives focus back.
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (blocked) setShown(true);
  }, [blocked]);
  useIdlePreload(UnsavedChangesDialog);
  if (!blocked && !shown) return null;
  return (
    <UnsavedChangesDialog
      visible={blocked}
      onStay={() => blocker.reset?.()}
      onLeave={() => blocker.proceed?.()}
    />
  );
}

/** Whether a form's values (plain data) differ from those it started with. */
export function hasChanges<Values>(current: Values, initial: Values): boolean {
  return JSON.stringify(current) !== JSON.stringify(initial);
}
