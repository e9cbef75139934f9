import { useCallback, useEffect, useRef, useState } from 'react';

import type { ApiError } from '../../api/api-error';
import { fetchPlanLevelPage, type PlanLevelUnit } from '../../api/orgplan';
import { useConsoleConfig } from '../../config/config-context';

/** Children a level asks for at a time; "Show more" asks for the next as many. */
export const PLAN_LEVEL_PAGE_SIZE = 50;

/** What is known of one unit's children. */
export interface PlanLevel {
  units: PlanLevelUnit[];
  /** The token of the page after the loaded ones; absent once the last page is in. */
  nextToken?: string;
  loading: boolean;
  error?: ApiError;
}

export interface PlanLevels {
  /** Keyed by the parent's id; a unit whose children were never asked for has no entry. */
  levels: Readonly<Record<string, PlanLevel>>;
  /** Loads the unit's first page of children, unless they were asked for already. */
  open: (parentId: string) => void;
  /** Loads the level's next page. */
  showMore: (parentId: string) => void;
  /** Asks again for the page that failed. */
  retry: (parentId: string) => void;
}

/**
 * The plan's tree one level at a time: a unit's children are read (`GET /orgunit?parentOuId=`) when
 * it is opened, a page at a time, acting as the plan's unit. The top unit's level loads at once.
 */
export function usePlanLevels(planOuid: string): PlanLevels {
  const { apiUrl } = useConsoleConfig();
  const [levels, setLevels] = useState<Record<string, PlanLevel>>({});
  // Read by the callbacks without making them change with every page.
  const levelsRef = useRef(levels);
  levelsRef.current = levels;
  const inFlight = useRef(new Set<string>());

  const load = useCallback(
    async (parentId: string, nextToken: string | undefined) => {
      if (inFlight.current.has(parentId)) return;
      inFlight.current.add(parentId);
      const update = (change: (level: PlanLevel) => PlanLevel) =>
        setLevels((current) => ({
          ...current,
          [parentId]: change(current[parentId] ?? { units: [], loading: false }),
        }));
      update((level) => ({ ...level, loading: true, error: undefined }));
      try {
        const page = await fetchPlanLevelPage(apiUrl, {
          planOuid,
          parentId,
          limit: PLAN_LEVEL_PAGE_SIZE,
          nextToken,
        });
        update((level) => {
          const before = nextToken ? level.units : [];
          const known = new Set(before.map((unit) => unit.id));
          return {
            units: [...before, ...page.units.filter((unit) => !known.has(unit.id))],
            ...(page.nextToken ? { nextToken: page.nextToken } : {}),
            loading: false,
          };
        });
      } catch (error) {
        update((level) => ({ ...level, loading: false, error: error as ApiError }));
      } finally {
        inFlight.current.delete(parentId);
      }
    },
    [apiUrl, planOuid],
  );

  const open = useCallback(
    (parentId: string) => {
      if (!levelsRef.current[parentId]) void load(parentId, undefined);
    },
    [load],
  );
  const showMore = useCallback(
    (parentId: string) => void load(parentId, levelsRef.current[parentId]?.nextToken),
    [load],
  );
  // A failed first page has no units yet; a failed later page keeps the token that fetches it.
  const retry = useCallback(
    (parentId: string) => {
      const level = levelsRef.current[parentId];
      void load(parentId, level?.units.length ? level.nextToken : undefined);
    },
    [load],
  );

  useEffect(() => open(planOuid), [open, planOuid]);

  return { levels, open, showMore, retry };
}
