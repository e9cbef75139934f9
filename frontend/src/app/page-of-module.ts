import type { ComponentType } from 'react';

import { lazyPage } from '../common/lazy-page';

/** A loader per screen file: `../pages/org-home/OrgHomePage.tsx` → its chunk's import. */
const PAGE_LOADERS = import.meta.glob<{ default: ComponentType }>('../pages/*/*Page.tsx');

const pagesByModule = new Map<string, ComponentType>();

/**
 * The lazy page of a screen file under `src/pages/` (`org-home/OrgHomePage`), one per file, so
 * routes sharing a screen share its component.
 */
export function pageOf(module: string): ComponentType {
  let page = pagesByModule.get(module);
  if (!page) {
    const load = PAGE_LOADERS[`../pages/${module}.tsx`];
    if (!load) throw new Error(`No screen at src/pages/${module}.tsx`);
    page = lazyPage(load);
    pagesByModule.set(module, page);
  }
  return page;
}
