import { useEffect } from 'react';

const INVALID = 'nav[aria-orientation]';

function strip(root: ParentNode): void {
  if (root instanceof Element && root.matches(INVALID)) root.removeAttribute('aria-orientation');
  for (const nav of root.querySelectorAll(INVALID)) nav.removeAttribute('aria-orientation');
}

/**
 * Cloudscape's AppLayout (visual refresh) gives the `<nav>` of its phone-width toolbar an
 * aria-orientation, which the navigation role does not support (axe: aria-allowed-attr). No prop
 * of ours turns it off short of hiding the navigation, so the attribute is removed whenever such
 * a nav appears. Only what a mutation added or changed is looked at, not the whole page. Used by
 * the screens with an AppLayout: the signed-in shell and the help page.
 */
export function useNavAriaFix(): void {
  useEffect(() => {
    strip(document);
    const observer = new MutationObserver((records) => {
      for (const record of records) {
        if (record.type === 'attributes') strip(record.target as Element);
        for (const added of record.addedNodes) if (added instanceof Element) strip(added);
      }
    });
    observer.observe(document.body, {
      childList: true,
      subtree: true,
      attributes: true,
      attributeFilter: ['aria-orientation'],
    });
    return () => observer.disconnect();
  }, []);
}
