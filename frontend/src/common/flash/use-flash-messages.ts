import { useCallback, useEffect, useRef, useState } from 'react';

import type { FlashbarProps } from '@cloudscape-design/components/flashbar';

import { strings } from '../../strings';
import type { FlashType } from './flash-context';

/** Spec §9: a message auto-hides after 3000 ms. */
export const FLASH_AUTO_HIDE_MS = 3000;

export function useFlashMessages() {
  const [items, setItems] = useState<FlashbarProps.MessageDefinition[]>([]);
  const nextId = useRef(0);
  const timers = useRef(new Set<number>());

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach((timer) => window.clearTimeout(timer));
  }, []);

  const dismiss = useCallback((id: string) => {
    setItems((current) => current.filter((item) => item.id !== id));
  }, []);

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
          dismissLabel: strings.shell.flashDismissAriaLabel,
          onDismiss: () => dismiss(id),
        },
      ]);
      const timer = window.setTimeout(() => {
        timers.current.delete(timer);
        dismiss(id);
      }, FLASH_AUTO_HIDE_MS);
      timers.current.add(timer);
    },
    [dismiss],
  );

  return { items, notify };
}
