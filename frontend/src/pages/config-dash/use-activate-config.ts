import { useCallback, useState } from 'react';

import type { CoreConfig } from '@domain/config-schema';

import { ApiError, failureMessage } from '../../api/api-error';
import { CONFIG_PATH } from '../../api/config';
import { type Activation, activateConfigResponseSchema } from '../../api/config-activation';
import { withPublishFlag } from '../../api/entity-rules';
import { useApiCall, useInvalidate } from '../../api/use-api-call';
import { useShell } from '../../common/shell/shell-context';
import { configDashStrings } from '../../strings/config-dash';

const text = configDashStrings.configDash;

/**
 * Sends an activation, flashes its outcome (spec §8) and reloads every `/config` answer: both
 * tables and the active unit's configs. A 409 reloads too, since the lists were out of date.
 */
export function useActivateConfig(ouid: string | undefined, core: CoreConfig | undefined) {
  const call = useApiCall();
  const invalidate = useInvalidate();
  const { notify } = useShell();
  const [busy, setBusy] = useState(false);

  const activate = useCallback(
    async (activation: Activation) => {
      setBusy(true);
      try {
        await call({
          path: withPublishFlag(activation.path, core, 'config', 'C'),
          ouid,
          method: 'PUT',
          body: activation.body,
          schema: activateConfigResponseSchema,
        });
        notify('success', activation.mode === 'create' ? text.activated : text.updated);
        void invalidate(CONFIG_PATH);
      } catch (error) {
        notify('error', failureMessage(error, text.failed));
        if (error instanceof ApiError && error.isConflict) void invalidate(CONFIG_PATH);
      } finally {
        setBusy(false);
      }
    },
    [call, core, invalidate, notify, ouid],
  );

  return { activate, busy };
}
