/** Cloudscape's mobile breakpoint (`internal/breakpoints.js`, `xs`): below it, panels are drawers. */
const MOBILE_MAX_WIDTH_PX = 688;

/**
 * Whether the side navigation starts open: not on a phone, where it is a drawer over the page.
 * The AppLayout closes an open drawer on mobile in an effect, so starting it open there would
 * render the whole shell twice before the first paint.
 */
export function navigationOpenAtStart(): boolean {
  return !window.matchMedia(`(max-width: ${MOBILE_MAX_WIDTH_PX}px)`).matches;
}
