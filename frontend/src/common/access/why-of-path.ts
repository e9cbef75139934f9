import { matchPath } from 'react-router-dom';

import { UNIT_ROUTES } from '../unit-routes';
import type { WhyQuestion } from './why-question';

/**
 * The permission and unit of a console address under `/{ouid}/` (a refused screen's `redirect`),
 * or undefined for any other address. A unit's home is `/{ouid}/` with its slash, so a top-level
 * page such as `/user-home` is not read as a unit.
 */
export function whyOfPath(path: string): WhyQuestion | undefined {
  const pathname = path.split(/[?#]/)[0] ?? '';
  for (const route of Object.values(UNIT_ROUTES)) {
    if (route.path === '' && !pathname.endsWith('/')) continue;
    const match = matchPath({ path: `/:ouid/${route.path}`, end: true }, pathname);
    const unit = match?.params.ouid;
    if (unit) {
      const unitType = 'unitType' in route ? route.unitType : undefined;
      return { permission: route.permission, unit, ...(unitType ? { unitType } : {}) };
    }
  }
  return undefined;
}
