import type { ComponentType } from 'react';

import { lazyPage } from '../common/lazy-page';
import { UNIT_ROUTES, type UnitRouteName } from '../common/unit-routes';
import { UNIT_PAGE_MODULES } from './unit-page-modules';

/** A loader per screen file: `../pages/org-home/OrgHomePage.tsx` → its chunk's import. */
const PAGE_LOADERS = import.meta.glob<{ default: ComponentType }>('../pages/*/*Page.tsx');

const pagesByModule = new Map<string, ComponentType>();

/** One lazy page per screen file, so routes sharing a screen share its component. */
function pageOf(module: string): ComponentType {
  let page = pagesByModule.get(module);
  if (!page) {
    const load = PAGE_LOADERS[`../pages/${module}.tsx`];
    if (!load) throw new Error(`No screen at src/pages/${module}.tsx`);
    page = lazyPage(load);
    pagesByModule.set(module, page);
  }
  return page;
}

/** The screen of each described unit route; each is its own chunk. */
export const UNIT_PAGES: ReadonlyArray<readonly [UnitRouteName, ComponentType]> = (
  Object.keys(UNIT_ROUTES) as UnitRouteName[]
).map((name) => [name, pageOf(UNIT_PAGE_MODULES[name])] as const);
