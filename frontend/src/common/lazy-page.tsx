import { type ComponentType, lazy, Suspense, useState } from 'react';

import { ErrorBoundary } from './ErrorBoundary';
import type { Preloadable } from './preloadable';
import { PageSpinner } from './PageSpinner';

/**
 * A route's page as its own chunk, with the spinner while the chunk loads and the error page
 * (with Reload) when the chunk cannot load or the page fails to render. `preload` starts the
 * download early (e.g. while config.json is read); the page then renders from the same promise.
 * A page whose chunk has already arrived when it mounts renders at once, without a spinner frame:
 * this is what lets the client take over a prerendered first paint without a flash.
 */
export function lazyPage<Props extends object = object>(
  load: () => Promise<{ default: ComponentType<Props> }>,
) {
  let loading: Promise<{ default: ComponentType<Props> }> | undefined;
  let loaded: ComponentType<Props> | undefined;
  const loadOnce = () =>
    (loading ??= load().then((module) => {
      loaded = module.default;
      return module;
    }));
  const Lazy = lazy(loadOnce);
  function LazyPage(props: Props) {
    // Chosen once per mount: switching from the lazy to the loaded component would remount it.
    const [Page] = useState<ComponentType<Props>>(() => loaded ?? Lazy);
    return (
      <ErrorBoundary>
        <Suspense fallback={<PageSpinner />}>
          <Page {...props} />
        </Suspense>
      </ErrorBoundary>
    );
  }
  const preload = () =>
    loadOnce().then(
      () => undefined,
      // A failed early download is retried when the page renders; the error shows there.
      () => {
        loading = undefined;
      },
    );
  return Object.assign(LazyPage, { preload } satisfies Preloadable);
}
