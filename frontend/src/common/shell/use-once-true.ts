import { useRef } from 'react';

/**
 * True from the first render in which `value` was true, and ever after: a drawer's content is
 * rendered only once the drawer was first opened, and stays while it closes again.
 */
export function useOnceTrue(value: boolean): boolean {
  const seen = useRef(value);
  if (value) seen.current = true;
  return seen.current;
}
