import { lazy, Suspense } from 'react';

import type { FlashbarProps } from '@cloudscape-design/components/flashbar';

const Flashbar = lazy(() => import('@cloudscape-design/components/flashbar'));

/** The Flashbar region; its code loads with the first message, not with every page. */
export function LazyFlashbar({ items }: { items: FlashbarProps.MessageDefinition[] }) {
  if (items.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <Flashbar items={items} />
    </Suspense>
  );
}
