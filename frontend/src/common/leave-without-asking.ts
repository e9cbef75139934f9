/**
 * The history state of a navigation the user chose knowing a form's changes are lost: its Cancel,
 * or signing out. The unsaved-changes guard lets these go without asking.
 */
export const LEAVE_WITHOUT_ASKING = { leaveWithoutAsking: true } as const;

export function leavesWithoutAsking(state: unknown): boolean {
  return typeof state === 'object' && state !== null && 'leaveWithoutAsking' in state;
}
