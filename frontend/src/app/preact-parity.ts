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
 *
 * 3. When an update renders. React renders an update made while an event is handled, or by a
 *    layout effect, before the browser paints; any other update (an API answer, a timer, an
 *    observer's measurement) in a scheduler task of its own. Preact renders every update in a
 *    microtask of the task that made it, so while a page loads, each answer and the re-renders
 *    its measurements set off chain into one long task, and the page cannot answer a tap until
 *    all have run. Updates are scheduled as React schedules them instead.
 */
// Preact's hooks run layout effects in `options._commit`: this wraps theirs, so it loads first.
import 'preact/hooks';

import { options, type VNode } from 'preact';

import {
  afterCurrentTask,
  type ElementRef,
  renderTiming,
  withAutoFocus,
} from './preact-parity-helpers';

options.requestAnimationFrame = afterCurrentTask;

/** `options._commit` as Preact's build names it: runs layout effects after each commit. */
type CommitHook = (vnode: VNode, commitQueue: unknown[]) => void;
const commitOptions = options as typeof options & { __c?: CommitHook };
const previousCommitHook = commitOptions.__c;
let commitsRunning = 0;
commitOptions.__c = (vnode, commitQueue) => {
  commitsRunning += 1;
  try {
    previousCommitHook?.(vnode, commitQueue);
  } finally {
    commitsRunning -= 1;
  }
};

options.debounceRendering = (render) => {
  const currentEvent = (globalThis as { event?: unknown }).event;
  if (renderTiming(commitsRunning > 0, currentEvent) === 'task') afterCurrentTask(render);
  else queueMicrotask(render);
};

const previousVNodeHook = options.vnode;
options.vnode = (vnode: VNode<{ autoFocus?: unknown }>) => {
  if (typeof vnode.type === 'string' && vnode.props.autoFocus) {
    vnode.ref = withAutoFocus(vnode.ref as ElementRef<HTMLElement>) as VNode['ref'];
  }
  previousVNodeHook?.(vnode);
};
