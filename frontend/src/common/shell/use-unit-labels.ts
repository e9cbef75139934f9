import useSWR, { useSWRConfig } from 'swr';

import { apiRequest } from '../../api/client';
import { orgunitPath, orgunitResponseSchema } from '../../api/orgunit';
import { apiCacheKey } from '../../api/use-api';
import { useConsoleConfig } from '../../config/config-context';

/**
 * Labels for the org selector: each unit's name when it loads, else its id. The loaded details
 * also fill the cache of each unit's home, so switching units shows them at once.
 */
export function useUnitLabels(units: readonly string[]): Record<string, string> {
  const { apiUrl } = useConsoleConfig();
  const { mutate } = useSWRConfig();
  const { data } = useSWR(units.length > 0 ? ['unit-labels', ...units] : null, async () => {
    const answers = await Promise.allSettled(
      units.map((ouid) =>
        apiRequest({ apiUrl, path: orgunitPath(ouid), ouid, schema: orgunitResponseSchema }),
      ),
    );
    const names: Record<string, string> = {};
    answers.forEach((answer, index) => {
      const ouid = units[index];
      if (answer.status !== 'fulfilled' || !ouid) return;
      names[ouid] = answer.value.data.name;
      void mutate(apiCacheKey(orgunitPath(ouid), ouid), answer.value, { revalidate: false });
    });
    return names;
  });
  return Object.fromEntries(units.map((ouid) => [ouid, data?.[ouid] ?? ouid]));
}
