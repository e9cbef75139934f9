import { useEffect, useState } from 'react';

/** Cloudscape's breakpoints for the top navigation: below `xxs`, below `s`, and from `s` on. */
export type ViewportWidth = 'narrow' | 'medium' | 'wide';

const MEDIUM = '(min-width: 465px)';
const WIDE = '(min-width: 912px)';

function currentWidth(): ViewportWidth {
  if (window.matchMedia(WIDE).matches) return 'wide';
  return window.matchMedia(MEDIUM).matches ? 'medium' : 'narrow';
}

/**
 * The viewport's width class, from media queries: right on the first render, and it follows
 * resizes, without reading any element's layout.
 */
export function useViewportWidth(): ViewportWidth {
  const [width, setWidth] = useState(currentWidth);
  useEffect(() => {
    const queries = [window.matchMedia(MEDIUM), window.matchMedia(WIDE)];
    const update = () => setWidth(currentWidth());
    for (const query of queries) query.addEventListener('change', update);
    update();
    return () => {
      for (const query of queries) query.removeEventListener('change', update);
    };
  }, []);
  return width;
}
