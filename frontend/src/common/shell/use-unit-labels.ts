import { useMemo } from 'react';
import useSWR, { useSWRConfig } from 'swr';

import { orgunitPath, orgunitResponseSchema } from '../../api/orgunit';
import { apiCacheKey, apiFetcher } from '../../api/use-api';
import { useConsoleConfig } from '../../config/config-context';

/**
 * Labels for the org selector: each unit's name when it loads, else its id. The active unit's name
 * comes from the shell's own read of it (`active`); the others are read here, each as itself, and
 * their details also fill the cache of each unit's home, so switching units shows them at once.
 */
export function useUnitLabels(
  units: readonly string[],
  active: { ouid: string | undefined; name: string | undefined },
): Record<string, string> {
  const { apiUrl } = useConsoleConfig();
  const { mutate } = useSWRConfig();
  const others = units.filter((ouid) => ouid !== active.ouid);
  const key = others.length > 0 ? ['unit-labels', ...others] : null;
  const { data } = useSWR(key, async () => {
    const fetchUnit = apiFetcher(apiUrl, orgunitResponseSchema);
    const answers = await Promise.allSettled(
      others.map((ouid) => fetchUnit(apiCacheKey(orgunitPath(ouid), ouid))),
    );
    const names: Record<string, string> = {};
    answers.forEach((answer, index) => {
      const ouid = others[index];
      if (answer.status !== 'fulfilled' || !ouid) return;
      names[ouid] = answer.value.data.name;
      void mutate(apiCacheKey(orgunitPath(ouid), ouid), answer.value, { revalidate: false });
    });
    return names;
  });
  // The same object while no name changes, so the top bar's menus are not built again.
  return useMemo(() => {
    const nameOf = (ouid: string) => (ouid === active.ouid ? active.name : data?.[ouid]) ?? ouid;
    return Object.fromEntries(units.map((ouid) => [ouid, nameOf(ouid)]));
  }, [units, active.ouid, active.name, data]);
}
