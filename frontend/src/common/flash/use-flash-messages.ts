import { useCallback, useEffect, useRef, useState } from 'react';

import type { FlashbarProps } from '@cloudscape-design/components/flashbar';

import { commonStrings } from '../../strings/common';
import type { FlashType } from './flash-context';

/** Spec §9: a message auto-hides after 3000 ms. */
export const FLASH_AUTO_HIDE_MS = 3000;

export function useFlashMessages() {
  const [items, setItems] = useState<FlashbarProps.MessageDefinition[]>([]);
  const nextId = useRef(0);
  const timers = useRef(new Map<string, number>());

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach((timer) => window.clearTimeout(timer));
  }, []);

  const dismiss = useCallback((id: string) => {
    setItems((current) => current.filter((item) => item.id !== id));
  }, []);

  // The 3 s count from when a message is on screen (after the commit that shows it), not from
  // notify: a busy render (e.g. a page reloading its data) must not eat a message's time.
  useEffect(() => {
    for (const item of items) {
      const id = item.id ?? '';
      if (timers.current.has(id)) continue;
      const timer = window.setTimeout(() => {
        dismiss(id);
      }, FLASH_AUTO_HIDE_MS);
      timers.current.set(id, timer);
    }
    const shown = new Set(items.map((item) => item.id));
    for (const id of timers.current.keys()) {
      if (!shown.has(id)) timers.current.delete(id);
    }
  }, [items, dismiss]);

  const notify = useCallback(
    (type: FlashType, content: string) => {
      const id = `flash-${nextId.current++}`;
      setItems((current) => [
        ...current,
        {
          id,
          type,
          content,
          dismissible: true,
          dismissLabel: commonStrings.shell.flashDismissAriaLabel,
          onDismiss: () => dismiss(id),
        },
      ]);
    },
    [dismiss],
  );

  return { items, notify };
}
