import type { ComponentType } from 'react';

import { UNIT_ROUTES, type UnitRouteName } from '../common/unit-routes';
import { pageOf } from './page-of-module';
import { UNIT_PAGE_MODULES } from './unit-page-modules';

/** The screen of each described unit route; each is its own chunk. */
export const UNIT_PAGES: ReadonlyArray<readonly [UnitRouteName, ComponentType]> = (
  Object.keys(UNIT_ROUTES) as UnitRouteName[]
).map((name) => [name, pageOf(UNIT_PAGE_MODULES[name])] as const);
