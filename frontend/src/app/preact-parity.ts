/**
 * Where Preact (the console renders with `preact/compat`, see `vite-preact.mts`) behaves unlike
 * React in ways the console relies on, this makes it behave like React. Imported first by
 * `main.tsx`, before anything renders; test/unit/console/preact-parity.test.ts checks both.
 *
 * 1. autoFocus. React focuses an element rendered with `autoFocus` when the element mounts.
 *    Preact only sets the `autofocus` attribute, which browsers honour once per page load, never
 *    for an element a single-page app adds later: a form opened by a button or a route change would
 *    start without focus. Every DOM element rendered with a truthy `autoFocus` gets a ref that
 *    focuses it once, when Preact first attaches it (refs are applied after the tree is in the
 *    document, before layout effects, as React focuses). The element's own ref still receives it.
 *
 * 2. When `useEffect` runs. React runs effects soon after the render that scheduled them (for a
 *    click or a key press, before the next event is handled), scheduling with a `MessageChannel`.
 *    Preact waits for the next animation frame (or 35 ms). Code that counts on an effect having run
 *    before the next event then misreads state: the unsaved-changes guard, whose effect records
 *    that a save is under way, held back the navigation after a fast save, and a tab closed right
 *    after typing got no "leave?" prompt. With a frozen clock (Playwright's `page.clock`) frames
 *    never come and effects never run. Effects are scheduled as React schedules them instead.
 */
import { options, type VNode } from 'preact';

import { afterCurrentTask, type ElementRef, withAutoFocus } from './preact-parity-helpers';

options.requestAnimationFrame = afterCurrentTask;

const previousVNodeHook = options.vnode;
options.vnode = (vnode: VNode<{ autoFocus?: unknown }>) => {
  if (typeof vnode.type === 'string' && vnode.props.autoFocus) {
    vnode.ref = withAutoFocus(vnode.ref as ElementRef<HTMLElement>) as VNode['ref'];
  }
  previousVNodeHook?.(vnode);
};
