import { useCallback, useState } from 'react';

import type { ApiError } from '../../api/api-error';
import { fetchUnitPeoplePage, type UnitPerson, unitPeopleRequest } from '../../api/unit-access';
import { useApiCall } from '../../api/use-api-call';
import { saveCsvFile } from '../../common/save-file';
import { useLatestRun } from '../../common/use-latest-run';
import { whoHasAccessCsv } from './who-has-access-csv';

/** Pages the export reads at most (100 rows each): a larger list is cut, and the page says so. */
export const MAX_EXPORT_PAGES = 50;
/** The page size the export asks for: the largest the API gives. */
export const EXPORT_PAGE_SIZE = 100;

export type AccessExportState =
  | { phase: 'idle' }
  | { phase: 'running'; rows: number }
  | { phase: 'saved'; rows: number; cutAfterPages?: number }
  | { phase: 'failed'; error: ApiError };

/**
 * The list (as searched) as a CSV file: the pages are read one after another, at most
 * MAX_EXPORT_PAGES of them, then saved. A start while one runs, or leaving the page, drops it.
 */
export function useAccessExport(
  ouid: string,
  unitId: string,
  search: string | undefined,
  fileName: string,
) {
  const call = useApiCall();
  const [state, setState] = useState<AccessExportState>({ phase: 'idle' });
  const runs = useLatestRun();

  const start = useCallback(async () => {
    const isLatest = runs.begin();
    const request = unitPeopleRequest(unitId, { limit: EXPORT_PAGE_SIZE, search });
    const rows: UnitPerson[] = [];
    setState({ phase: 'running', rows: 0 });
    try {
      let nextToken: string | undefined;
      let pages = 0;
      do {
        const page = await fetchUnitPeoplePage(call, ouid, request, nextToken);
        if (!isLatest()) return;
        rows.push(...page.items);
        pages += 1;
        nextToken = page.nextToken;
        setState({ phase: 'running', rows: rows.length });
      } while (nextToken !== undefined && pages < MAX_EXPORT_PAGES);
      saveCsvFile(fileName, whoHasAccessCsv(rows));
      setState({
        phase: 'saved',
        rows: rows.length,
        ...(nextToken === undefined ? {} : { cutAfterPages: pages }),
      });
    } catch (error) {
      if (isLatest()) setState({ phase: 'failed', error: error as ApiError });
    }
  }, [call, runs, ouid, unitId, search, fileName]);

  return { state, start: () => void start() };
}
