/**
 * The two adjustments of `preact-parity.ts`, apart from Preact itself, so that unit tests can use
 * them without Preact's typings (which bring the DOM's).
 */

/** What a ref receives: an element that can take focus, or null when it is detached. */
interface Focusable {
  focus(): void;
}
export type ElementRef<Element extends Focusable = Focusable> =
  ((element: Element | null) => void) | { current: Element | null } | null | undefined;

const focused = new WeakSet<Focusable>();
const withFocusByRef = new WeakMap<object, (element: Focusable | null) => void>();

function focusOnFirstAttach(element: Focusable | null): void {
  if (!element || focused.has(element)) return;
  focused.add(element);
  element.focus();
}

/** The element's ref with the focus added; the same function for the same ref on every render. */
export function withAutoFocus<Element extends Focusable>(
  ref: ElementRef<Element>,
): (element: Element | null) => void {
  if (!ref) return focusOnFirstAttach;
  let combined = withFocusByRef.get(ref);
  if (!combined) {
    combined = (element) => {
      focusOnFirstAttach(element);
      if (typeof ref === 'function') ref(element as Element | null);
      else ref.current = element as Element | null;
    };
    withFocusByRef.set(ref, combined);
  }
  return combined;
}

/** A MessageChannel as browsers and Node both type it (Node's port has no `onmessage` type). */
interface TaskChannel {
  port1: { onmessage: (() => void) | null; close(): void };
  port2: { postMessage(message: null): void };
}

/** Runs `callback` right after the current task, as React's scheduler does (not on a frame). */
export function afterCurrentTask(callback: () => void): void {
  const channel = new MessageChannel() as unknown as TaskChannel;
  channel.port1.onmessage = () => {
    channel.port1.close();
    callback();
  };
  channel.port2.postMessage(null);
}

/**
 * How an update renders, as React decides it: at once (a microtask, Preact's own way) while an
 * event is being handled or a commit runs its layout effects, so the screen never paints the
 * state before; in a task of its own otherwise (an API answer, a timer, an observer).
 */
export function renderTiming(committing: boolean, currentEvent: unknown): 'now' | 'task' {
  return committing || currentEvent !== undefined ? 'now' : 'task';
}
