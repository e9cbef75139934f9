import useSWR from 'swr';

import { useConsoleConfig } from '../../config/config-context';
import { apiRequest } from '../../api/client';
import { orgunitPath, orgunitResponseSchema } from '../../api/orgunit';

/** Labels for the org selector: each unit's name when it loads, else its id. */
export function useUnitLabels(units: readonly string[]): Record<string, string> {
  const { apiUrl } = useConsoleConfig();
  const { data } = useSWR(units.length > 0 ? ['unit-labels', ...units] : null, async () => {
    const answers = await Promise.allSettled(
      units.map((ouid) =>
        apiRequest({ apiUrl, path: orgunitPath(ouid), ouid, schema: orgunitResponseSchema }),
      ),
    );
    return Object.fromEntries(
      answers.flatMap((answer, index) =>
        answer.status === 'fulfilled' ? [[units[index], answer.value.data.name]] : [],
      ),
    ) as Record<string, string>;
  });
  return Object.fromEntries(units.map((ouid) => [ouid, data?.[ouid] ?? ouid]));
}
