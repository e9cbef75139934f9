import { type FormEvent, useState } from 'react';

import { failureMessage } from '../../api/api-error';

export interface TextDialogOptions {
  initialValue?: string;
  /** The value's error as the server would judge it, or undefined when it may be sent. */
  check: (value: string) => string | undefined;
  /** Sends the trimmed value; a rejection is shown in the dialog, which stays open. */
  send: (value: string) => Promise<unknown>;
  /** The fixed text of a failure without a server message. */
  failedText: string;
  onDone: () => void;
}

/**
 * A dialog that sends one checked text (a name, a reason): its value, the error once the field
 * was left or the dialog submitted, whether it is sending, and the server's refusal.
 */
export function useTextDialog(options: TextDialogOptions) {
  const [value, setValue] = useState(options.initialValue ?? '');
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string>();

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    setTouched(true);
    if (options.check(value) || busy) return;
    setBusy(true);
    setFailure(undefined);
    try {
      await options.send(value.trim());
      options.onDone();
    } catch (caught) {
      setFailure(failureMessage(caught, options.failedText));
      setBusy(false);
    }
  };

  return {
    value,
    error: touched ? options.check(value) : undefined,
    busy,
    failure,
    change: (next: string) => {
      setValue(next);
      setFailure(undefined);
    },
    touch: () => setTouched(true),
    submit,
  };
}
