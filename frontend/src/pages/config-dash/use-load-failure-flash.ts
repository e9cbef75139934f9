import { useEffect } from 'react';

import type { ApiError } from '../../api/api-error';
import { useShell } from '../../common/shell/shell-context';

/** Spec §8: a failed load flashes the server's message, else the screen's fixed text. */
export function useLoadFailureFlash(error: ApiError | undefined, fixedText: string): void {
  const { notify } = useShell();
  useEffect(() => {
    if (error) notify('error', error.messageOr(fixedText));
  }, [error, fixedText, notify]);
}
