import { useCallback, useEffect, useRef, useState } from 'react';

import type { ApiError } from '../../api/api-error';
import { fetchFlatPlanPage, type FlatPlanUnit } from '../../api/orgplan';
import { useConsoleConfig } from '../../config/config-context';
import { nestPlan } from '@domain/nest-plan';
import { saveJsonFile } from './save-json-file';

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
  // Each start gets a number; a page that arrives for an older one is dropped.
  const run = useRef(0);
  useEffect(
    () => () => {
      run.current += 1;
    },
    [],
  );

  const start = useCallback(async () => {
    const id = ++run.current;
    const units: FlatPlanUnit[] = [];
    setState({ phase: 'running', units: 0 });
    try {
      let nextToken: string | undefined;
      do {
        const page = await fetchFlatPlanPage(apiUrl, planOuid, nextToken);
        if (id !== run.current) return;
        units.push(...page.items);
        setState({ phase: 'running', units: units.length });
        nextToken = page.nextToken;
      } while (nextToken);
      saveJsonFile(`orgplan-${planOuid}.json`, nestPlan(planOuid, units));
      setState({ phase: 'saved', units: units.length });
    } catch (error) {
      if (id === run.current) setState({ phase: 'failed', error: error as ApiError });
    }
  }, [apiUrl, planOuid]);

  const cancel = useCallback(() => {
    run.current += 1;
    setState({ phase: 'cancelled' });
  }, []);

  return { state, start: () => void start(), cancel };
}
