import { useCallback, useState } from 'react';

import type { ApiError } from '../../api/api-error';
import { fetchFlatPlanPage, type FlatPlanUnit } from '../../api/orgplan';
import { saveJsonFile } from '../../common/save-file';
import { useLatestRun } from '../../common/use-latest-run';
import { useConsoleConfig } from '../../config/config-context';
import { nestPlan } from '@domain/nest-plan';

export type PlanDownloadState =
  | { phase: 'idle' }
  | { phase: 'running'; units: number }
  | { phase: 'saved'; units: number }
  | { phase: 'cancelled' }
  | { phase: 'failed'; error: ApiError };

export interface PlanDownload {
  state: PlanDownloadState;
  start: () => void;
  cancel: () => void;
}

/**
 * The whole plan as a JSON file: the flat pages are read one after another, then nested in the
 * browser and saved. Cancelling drops the page on its way and everything read so far.
 */
export function usePlanDownload(planOuid: string): PlanDownload {
  const { apiUrl } = useConsoleConfig();
  const [state, setState] = useState<PlanDownloadState>({ phase: 'idle' });
  // A page that arrives for an older start, or after a cancel, is dropped.
  const runs = useLatestRun();

  const start = useCallback(async () => {
    const isLatest = runs.begin();
    const units: FlatPlanUnit[] = [];
    setState({ phase: 'running', units: 0 });
    try {
      let nextToken: string | undefined;
      do {
        const page = await fetchFlatPlanPage(apiUrl, planOuid, nextToken);
        if (!isLatest()) return;
        units.push(...page.items);
        setState({ phase: 'running', units: units.length });
        nextToken = page.nextToken;
      } while (nextToken);
      saveJsonFile(`orgplan-${planOuid}.json`, nestPlan(planOuid, units));
      setState({ phase: 'saved', units: units.length });
    } catch (error) {
      if (isLatest()) setState({ phase: 'failed', error: error as ApiError });
    }
  }, [apiUrl, runs, planOuid]);

  const cancel = useCallback(() => {
    runs.cancel();
    setState({ phase: 'cancelled' });
  }, [runs]);

  return { state, start: () => void start(), cancel };
}
