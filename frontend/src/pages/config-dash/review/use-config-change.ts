import { useCallback, useState } from 'react';

import { ApiError, failureMessage } from '../../../api/api-error';
import { configChangeRequest, configChangeResponseSchema } from '../../../api/config-change';
import type { ConfigPreview, ReviewSource } from '../../../api/config-preview';
import { CONFIG_PATH } from '../../../api/paths';
import { useApiCall, useInvalidate } from '../../../api/use-api-call';
import { useRequiredUnit } from '../../../common/gate/required-unit';
import { useShell } from '../../../common/shell/shell-context';
import { configDashStrings } from '../../../strings/config-dash';

const text = configDashStrings.configReview;

/**
 * Sends the reviewed change, then reloads every `/config` answer (the configs in force that the
 * shell's home and the role pickers read, the deployed list, the history, the preview). A failure
 * stays in the review with the server's message; a 409 reloads the preview, whose versions moved.
 */
export function useConfigChange(identifier: string, onDone: (version: number) => void) {
  const { ouid, core } = useRequiredUnit();
  const call = useApiCall();
  const invalidate = useInvalidate();
  const { notify } = useShell();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string>();

  const send = useCallback(
    async (source: ReviewSource, preview: ConfigPreview, note: string) => {
      setBusy(true);
      setFailure(undefined);
      try {
        const request = configChangeRequest(identifier, source, preview, note, core);
        const answer = await call({ ...request, ouid, schema: configChangeResponseSchema });
        const version = answer.data.version ?? preview.nextVersion;
        notify('success', text.done(identifier, version));
        void invalidate(CONFIG_PATH);
        onDone(version);
      } catch (error) {
        setFailure(failureMessage(error, text.failed));
        if (error instanceof ApiError && error.isConflict) void invalidate(CONFIG_PATH);
      } finally {
        setBusy(false);
      }
    },
    [call, core, identifier, invalidate, notify, onDone, ouid],
  );

  return { send, busy, failure };
}
