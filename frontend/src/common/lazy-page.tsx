import { type ComponentType, lazy, Suspense } from 'react';

import { ErrorBoundary } from './ErrorBoundary';
import type { Preloadable } from './preloadable';
import { PageSpinner } from './PageSpinner';

/**
 * A route's page as its own chunk, with the spinner while the chunk loads and the error page
 * (with Reload) when the chunk cannot load or the page fails to render. `preload` starts the
 * download early (e.g. while config.json is read); the page then renders from the same promise.
 */
export function lazyPage<Props extends object = object>(
  load: () => Promise<{ default: ComponentType<Props> }>,
) {
  let loading: Promise<{ default: ComponentType<Props> }> | undefined;
  const loadOnce = () => (loading ??= load());
  const Page = lazy(loadOnce);
  function LazyPage(props: Props) {
    return (
      <ErrorBoundary>
        <Suspense fallback={<PageSpinner />}>
          <Page {...props} />
        </Suspense>
      </ErrorBoundary>
    );
  }
  const preload = () => {
    // A failed early download is retried when the page renders; the error shows there.
    loadOnce().catch(() => {
      loading = undefined;
    });
  };
  return Object.assign(LazyPage, { preload } satisfies Preloadable);
}
