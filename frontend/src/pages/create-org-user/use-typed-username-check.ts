import { useCallback, useEffect, useRef } from 'react';

import { type UsernameCheck, useUsernameCheck } from '../../common/use-username-check';
import { usernameError } from './org-user-form-rules';

/** Long enough to let a name be typed, short enough to answer before the next field. */
export const USERNAME_CHECK_DEBOUNCE_MS = 400;

const UNCHECKED: UsernameCheck = { state: 'unchecked' };

/**
 * The username checked as it is typed (after a pause) or when asked (leaving the field, submit).
 * A value already asked about is not asked again (the check endpoint is rate limited), and only
 * the answer for the value now in the field is returned.
 */
export function useTypedUsernameCheck(ouid: string, typed: string) {
  const { check, run, reset } = useUsernameCheck(ouid);
  const name = typed.trim();
  const formatError = name === '' ? undefined : usernameError(name);
  const asked = useRef<string | undefined>(undefined);
  const pending = useRef<{ name: string; answer: Promise<UsernameCheck> } | undefined>(undefined);
  const runRef = useRef(run);
  const resetRef = useRef(reset);
  runRef.current = run;
  resetRef.current = reset;

  const ask = useCallback((value: string) => {
    asked.current = value;
    const answer = runRef.current(value);
    pending.current = { name: value, answer };
    return answer;
  }, []);

  useEffect(() => {
    if (name === '' || formatError) {
      asked.current = undefined;
      resetRef.current();
      return undefined;
    }
    if (name === asked.current) return undefined;
    const timer = setTimeout(() => void ask(name), USERNAME_CHECK_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [name, formatError, ask]);

  const current = check.state !== 'unchecked' && check.username === name ? check : UNCHECKED;

  /** The answer for the value in the field now: the one at hand, or a new check. */
  function checkNow(): Promise<UsernameCheck> {
    if (name === '' || formatError) return Promise.resolve(UNCHECKED);
    if (current.state === 'checked') return Promise.resolve(current);
    if (current.state === 'checking' && pending.current?.name === name) {
      return pending.current.answer;
    }
    return ask(name);
  }

  return { check: current, checkNow, formatError };
}
