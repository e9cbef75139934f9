import { isValidElement, type ReactNode } from 'react';
import { matchRoutes, type RouteMatch, type RouteObject } from 'react-router-dom';

import type { Preloadable } from '../common/preloadable';

function isPreloadable(type: unknown): type is Preloadable {
  return typeof type === 'function' && typeof (type as Partial<Preloadable>).preload === 'function';
}

/** Starts the download of every lazy component in an element tree (the route's page, its gate). */
function preloadElement(node: ReactNode, downloads: Promise<void>[]): void {
  if (Array.isArray(node)) {
    node.forEach((child: ReactNode) => preloadElement(child, downloads));
    return;
  }
  if (!isValidElement<{ children?: ReactNode }>(node)) return;
  if (isPreloadable(node.type)) downloads.push(node.type.preload());
  preloadElement(node.props.children, downloads);
}

/**
 * Starts downloading the chunks the route at `pathname` renders, so they arrive alongside
 * config.json instead of after it. Settles when all have arrived (or failed: the page then shows
 * the error where it renders).
 */
export function preloadRoute(routes: RouteObject[], pathname: string): Promise<void> {
  return preloadMatches(matchRoutes(routes, pathname));
}

/** `preloadRoute` for matches already made (matching ranks the whole route table each time). */
export async function preloadMatches(matches: RouteMatch[] | null): Promise<void> {
  const downloads: Promise<void>[] = [];
  for (const match of matches ?? []) preloadElement(match.route.element, downloads);
  await Promise.all(downloads);
}
