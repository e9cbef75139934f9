import { type ComponentType, lazy, Suspense, useEffect } from 'react';

import type { FlashbarProps } from '@cloudscape-design/components/flashbar';

import { whenIdle } from '../when-idle';

let loadedFlashbar: ComponentType<FlashbarProps> | undefined;

const loadFlashbar = () =>
  import('@cloudscape-design/components/flashbar').then((module) => {
    loadedFlashbar = module.default;
    return module;
  });
const LazyLoadedFlashbar = lazy(loadFlashbar);

/**
 * The Flashbar region. Its code is not in the page's first load: it is fetched once the browser is
 * idle after it (at once if a message comes first) and then rendered directly: a 3 s message must
 * not be spent waiting for code (React.lazy would wait for a fresh import, which a busy page can
 * delay for seconds).
 */
export function LazyFlashbar({ items }: { items: FlashbarProps.MessageDefinition[] }) {
  useEffect(() => whenIdle(() => void loadFlashbar()), []);
  if (items.length === 0) return null;
  const Flashbar = loadedFlashbar ?? LazyLoadedFlashbar;
  return (
    <Suspense fallback={null}>
      <Flashbar items={items} />
    </Suspense>
  );
}
