import { type ComponentType, lazy, Suspense } from 'react';

import { PageSpinner } from './PageSpinner';

/** A route's page as its own chunk, with the spinner while the chunk loads. */
export function lazyPage(load: () => Promise<{ default: ComponentType }>) {
  const Page = lazy(load);
  return function LazyPage() {
    return (
      <Suspense fallback={<PageSpinner />}>
        <Page />
      </Suspense>
    );
  };
}
