import { type ComponentType, lazy, Suspense } from 'react';

import { ErrorBoundary } from './ErrorBoundary';
import { PageSpinner } from './PageSpinner';

/**
 * A route's page as its own chunk, with the spinner while the chunk loads and the error page
 * (with Reload) when the chunk cannot load or the page fails to render.
 */
export function lazyPage<Props extends object = object>(
  load: () => Promise<{ default: ComponentType<Props> }>,
) {
  const Page = lazy(load);
  return function LazyPage(props: Props) {
    return (
      <ErrorBoundary>
        <Suspense fallback={<PageSpinner />}>
          <Page {...props} />
        </Suspense>
      </ErrorBoundary>
    );
  };
}
