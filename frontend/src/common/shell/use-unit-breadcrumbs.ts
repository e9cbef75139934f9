import { useLocation } from 'react-router-dom';

import type { BreadcrumbGroupProps } from '@cloudscape-design/components/breadcrumb-group';

import { unitHomePath } from '../redirect';
import { useActiveUnitContext } from './active-unit-context';
import { usePageBreadcrumbs } from './shell-context';

/**
 * Breadcrumbs of a page under `/{ouid}`: the active unit's home first, then the given trail;
 * the last crumb is the page itself (given as text only, it links to the current path).
 */
export function useUnitBreadcrumbs(trail: ReadonlyArray<BreadcrumbGroupProps.Item | string>): void {
  const { pathname } = useLocation();
  const { ouid, unit, isUnknown } = useActiveUnitContext();
  const home =
    ouid && !isUnknown ? [{ text: unit?.data.name ?? ouid, href: unitHomePath(ouid) }] : [];
  usePageBreadcrumbs([
    ...home,
    ...trail.map((item) => (typeof item === 'string' ? { text: item, href: pathname } : item)),
  ]);
}
