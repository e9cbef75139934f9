import { type ReactNode, useCallback, useEffect, useRef } from 'react';
import { type BlockerFunction, useBlocker } from 'react-router-dom';

import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';

import { leavesWithoutAsking } from '../leave-without-asking';
import { commonStrings } from '../../strings/common';

const text = commonStrings.unsavedChanges;

/**
 * While `isDirty`, leaving the form asks first: in-app navigation (links, side navigation,
 * breadcrumbs, Back) opens a Stay/Leave dialog, and closing or reloading the tab gets the
 * browser's own prompt. Returns the dialog: render it with the form.
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
  const stay = () => blocker.reset?.();
  return (
    <Modal
      visible={blocked}
      onDismiss={stay}
      header={text.heading}
      footer={
        <Box float="right">
          <SpaceBetween direction="horizontal" size="xs">
            <Button variant="link" formAction="none" onClick={stay}>
              {text.stay}
            </Button>
            <Button variant="primary" formAction="none" onClick={() => blocker.proceed?.()}>
              {text.leave}
            </Button>
          </SpaceBetween>
        </Box>
      }
    >
      {text.body}
    </Modal>
  );
}

/** Whether a form's values (plain data) differ from those it started with. */
export function hasChanges<Values>(current: Values, initial: Values): boolean {
  return JSON.stringify(current) !== JSON.stringify(initial);
}
