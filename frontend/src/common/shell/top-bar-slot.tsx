import type { ReactNode } from 'react';

/** The element the layout measures as the page's header (`headerSelector`). */
export const TOP_BAR_ID = 'console-top-bar';

/** Where the top bar sits: stuck to the top, above the layout. */
export function TopBarSlot({ children }: { children: ReactNode }) {
  return (
    <div id={TOP_BAR_ID} style={{ position: 'sticky', top: 0, zIndex: 1002 }}>
      {children}
    </div>
  );
}
