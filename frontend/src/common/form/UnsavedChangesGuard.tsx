import { useUnsavedChangesGuard } from './use-unsaved-changes-guard';

/**
 * `useUnsavedChangesGuard` as a component of its own: the router's blocker sets state when it
 * mounts and follows the router's state, so a form that called the hook itself rendered whole
 * once more after its first render (and on every navigation state); only this renders again.
 */
export function UnsavedChangesGuard({ dirty }: { dirty: boolean }) {
  return useUnsavedChangesGuard(dirty);
}
