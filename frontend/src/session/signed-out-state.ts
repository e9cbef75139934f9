/** The history state of the navigation that follows a sign-out. */
export const SIGNED_OUT_STATE = { signedOut: true } as const;

export function isSignOut(state: unknown): boolean {
  return typeof state === 'object' && state !== null && 'signedOut' in state;
}
