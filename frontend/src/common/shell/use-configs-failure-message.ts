import { useEffect, useRef } from 'react';

import type { ApiError } from '../../api/api-error';
import { commonStrings } from '../../strings/common';
import type { FlashType } from '../flash/flash-context';

/**
 * Spec §8: a failed load of the active unit's configs shows the server's message, else the fixed
 * text. It has no screen of its own to hold an alert, so it flashes, once per failure episode: the
 * reloads swr makes on focus (each a new error) add nothing until a load has succeeded again.
 */
export function useConfigsFailureMessage(
  error: ApiError | undefined,
  notify: (type: FlashType, content: string) => void,
): void {
  const shown = useRef(false);
  useEffect(() => {
    if (!error) {
      shown.current = false;
      return;
    }
    if (shown.current) return;
    shown.current = true;
    notify('error', error.messageOr(commonStrings.activeUnit.configsFailed));
  }, [error, notify]);
}
