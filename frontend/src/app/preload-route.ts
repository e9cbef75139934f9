import { isValidElement, type ReactNode } from 'react';
import { matchRoutes, type RouteObject } from 'react-router-dom';

import type { Preloadable } from '../common/preloadable';

function isPreloadable(type: unknown): type is Preloadable {
  return typeof type === 'function' && typeof (type as Partial<Preloadable>).preload === 'function';
}

/** Starts the download of every lazy component in an element tree (the route's page, its gate). */
function preloadElement(node: ReactNode): void {
  if (Array.isArray(node)) {
    node.forEach((child: ReactNode) => preloadElement(child));
    return;
  }
  if (!isValidElement<{ children?: ReactNode }>(node)) return;
  if (isPreloadable(node.type)) node.type.preload();
  preloadElement(node.props.children);
}

/**
 * Starts downloading the chunks the route at `pathname` renders, so they arrive alongside
 * config.json instead of after it.
 */
export function preloadRoute(routes: RouteObject[], pathname: string): void {
  for (const match of matchRoutes(routes, pathname) ?? []) preloadElement(match.route.element);
}
