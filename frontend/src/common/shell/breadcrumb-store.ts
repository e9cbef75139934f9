import type { BreadcrumbGroupProps } from '@cloudscape-design/components/breadcrumb-group';

export type Breadcrumbs = readonly BreadcrumbGroupProps.Item[];

/**
 * The page's breadcrumbs, outside the shell's state: a page setting them re-renders only the
 * breadcrumb group, not the whole layout (and with it the page) once more.
 */
export interface BreadcrumbStore {
  get: () => Breadcrumbs;
  set: (items: Breadcrumbs) => void;
  subscribe: (listener: () => void) => () => void;
}

export function createBreadcrumbStore(): BreadcrumbStore {
  let current: Breadcrumbs = [];
  const listeners = new Set<() => void>();
  return {
    get: () => current,
    set: (items) => {
      if (items === current) return;
      current = items;
      listeners.forEach((listener) => listener());
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
