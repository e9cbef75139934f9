import { type FormEvent, useRef, useState } from 'react';

import type { InputProps } from '@cloudscape-design/components/input';

import { normalisedTotpCode, totpCodeError, totpFailureMessage } from './totp-code';

/**
 * A code form's state: the typed code, its error (a malformed code, or the provider's refusal)
 * and whether it is being sent. A refused code is cleared and the field focused again, ready for
 * the app's next code.
 */
export function useTotpCodeEntry(
  verify: (code: string) => Promise<void>,
  during: 'signIn' | 'setUp',
) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();
  const [submitting, setSubmitting] = useState(false);
  const inputRef = useRef<InputProps.Ref>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const invalid = totpCodeError(code);
    setError(invalid);
    if (invalid) {
      inputRef.current?.focus();
      return;
    }
    setSubmitting(true);
    try {
      await verify(normalisedTotpCode(code));
    } catch (caught) {
      setError(totpFailureMessage(caught, during));
      setCode('');
      inputRef.current?.focus();
    } finally {
      setSubmitting(false);
    }
  }

  return { code, setCode, error, submitting, submit, inputRef };
}
