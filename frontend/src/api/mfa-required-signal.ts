/**
 * The API's "MFA required" refusals, wherever they come from (a page's read, a form's write): the
 * signed-in shell listens and sends the user to the TOTP set-up.
 */
const listeners = new Set<() => void>();

/** Calls `listener` on every such refusal until the returned function is called. */
export function onMfaRequired(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function reportMfaRequired(): void {
  for (const listener of listeners) listener();
}
