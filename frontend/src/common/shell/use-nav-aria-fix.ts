import { useEffect } from 'react';

const INVALID = 'nav[aria-orientation]';

/**
 * Cloudscape's AppLayout (visual refresh) gives the `<nav>` of its phone-width toolbar an
 * aria-orientation, which the navigation role does not support (axe: aria-allowed-attr). No prop
 * of ours turns it off short of hiding the navigation, so the attribute is removed whenever such
 * a nav appears. Used by the screens with an AppLayout: the signed-in shell and the help page.
 */
export function useNavAriaFix(): void {
  useEffect(() => {
    const strip = () => {
      for (const nav of document.querySelectorAll(INVALID)) nav.removeAttribute('aria-orientation');
    };
    strip();
    const observer = new MutationObserver(strip);
    observer.observe(document.body, {
      childList: true,
      subtree: true,
      attributes: true,
      attributeFilter: ['aria-orientation'],
    });
    return () => observer.disconnect();
  }, []);
}
