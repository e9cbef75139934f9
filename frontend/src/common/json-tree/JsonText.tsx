import Box from '@cloudscape-design/components/box';

/** Spec §9 gives the viewers 500 px; longer JSON scrolls inside the box. */
const JSON_MAX_HEIGHT_PX = 500;

/** A JSON value pretty-printed in a scrollable, keyboard-focusable code box. */
export function JsonText({ value, ariaLabel }: { value: unknown; ariaLabel: string }) {
  return (
    <div
      role="region"
      aria-label={ariaLabel}
      // Focusable so keyboard users can scroll a long document.
      tabIndex={0}
      style={{ maxHeight: JSON_MAX_HEIGHT_PX, overflow: 'auto' }}
    >
      <Box variant="pre">
        <code>{JSON.stringify(value, null, 2)}</code>
      </Box>
    </div>
  );
}
