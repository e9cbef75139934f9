import { type ComponentType, lazy, type ReactNode, Suspense, useEffect, useState } from 'react';

import Spinner from '@cloudscape-design/components/spinner';

import type { Preloadable } from './preloadable';
import { whenIdle } from './when-idle';

/**
 * A part of a page that shows only after an interaction (a selected row's split panel, a tab other
 * than the first, an editor, a dialog): its code is not in the page's first load. The page starts
 * the download when the browser is next idle (`useIdlePreload`), so the part is usually there
 * before it is asked for; if not, `fallback` (a spinner) shows until it arrives. Once loaded it
 * renders directly, with no Suspense frame. A chunk that cannot load fails the page's
 * `ErrorBoundary` (the error page with Reload), as a page chunk does.
 */
export function lazyPart<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
  fallback: ReactNode = <Spinner size="large" />,
) {
  let loading: Promise<ComponentType<Props>> | undefined;
  let loaded: ComponentType<Props> | undefined;
  const loadOnce = () =>
    (loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  const Lazy = lazy(() => loadOnce().then((component) => ({ default: component })));
  function LazyPart(props: Props) {
    // Chosen once per mount: switching from the lazy to the loaded component would remount it.
    const [Part] = useState<ComponentType<Props>>(() => loaded ?? Lazy);
    return (
      <Suspense fallback={fallback}>
        <Part {...props} />
      </Suspense>
    );
  }
  // A failed early download is retried when the part renders; the error shows there.
  const preload = () =>
    loadOnce().then(
      () => undefined,
      () => undefined,
    );
  return Object.assign(LazyPart, { preload } satisfies Preloadable);
}

/** Downloads the page's `lazyPart`s once the browser is idle after the page has mounted. */
export function useIdlePreload(...parts: Preloadable[]): void {
  useEffect(
    () => whenIdle(() => parts.forEach((part) => void part.preload())),
    // The parts are module-level constants: the page's first mount is the moment that counts.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [],
  );
}
