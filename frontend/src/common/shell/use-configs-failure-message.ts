import { useEffect } from 'react';

import type { ApiError } from '../../api/api-error';
import { strings } from '../../strings';
import type { FlashType } from '../flash/flash-context';

/** Spec §8: a failed load of the active unit's configs shows the server's message, else the fixed text. */
export function useConfigsFailureMessage(
  error: ApiError | undefined,
  notify: (type: FlashType, content: string) => void,
): void {
  useEffect(() => {
    if (error) notify('error', error.messageOr(strings.activeUnit.configsFailed));
  }, [error, notify]);
}
