import { type ComponentType, lazy, Suspense } from 'react';

import { PageSpinner } from './PageSpinner';

/** A route's page as its own chunk, with the spinner while the chunk loads. */
export function lazyPage<Props extends object = object>(
  load: () => Promise<{ default: ComponentType<Props> }>,
) {
  const Page = lazy(load);
  return function LazyPage(props: Props) {
    return (
      <Suspense fallback={<PageSpinner />}>
        <Page {...props} />
      </Suspense>
    );
  };
}
