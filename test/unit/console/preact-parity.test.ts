/**
 * frontend/src/app/preact-parity.ts: with Preact, an element rendered with `autoFocus` is focused
 * when it is first attached, as React does (Preact alone only sets the attribute, which browsers
 * ignore for elements added after the page loaded), and effects run right after the current task,
 * as React schedules them, not on the next animation frame.
 */
import {
  afterCurrentTask,
  renderTiming,
  withAutoFocus,
} from '../../../frontend/src/app/preact-parity-helpers';

/** Preact as far as these tests use it (its own typings would bring the DOM's into this build). */
interface PreactForTests {
  createElement: (type: unknown, props: Record<string, unknown>) => { ref?: unknown };
  options: {
    requestAnimationFrame?: unknown;
    debounceRendering?: (render: () => void) => void;
    __c?: (vnode: unknown, commitQueue: unknown[]) => void;
  };
}
const preact = jest.requireActual<PreactForTests>('preact');
jest.requireActual('../../../frontend/src/app/preact-parity');

type AttachRef = (element: { focus(): void } | null) => void;

function fakeElement() {
  return { focus: jest.fn() };
}

function refOf(vnode: { ref?: unknown }): AttachRef {
  expect(typeof vnode.ref).toBe('function');
  return vnode.ref as AttachRef;
}

describe('autoFocus under Preact', () => {
  it('focuses an element rendered with autoFocus when it is attached, once', () => {
    const element = fakeElement();
    const attach = refOf(preact.createElement('input', { autoFocus: true }));
    attach(element);
    attach(null);
    attach(element);
    expect(element.focus).toHaveBeenCalledTimes(1);
    // A new element (the form opened again) is focused again.
    const again = fakeElement();
    attach(again);
    expect(again.focus).toHaveBeenCalledTimes(1);
  });

  it('still gives the element to its own ref, callback or object, with the same ref each render', () => {
    const element = fakeElement();
    const callback = jest.fn();
    const first = refOf(preact.createElement('input', { autoFocus: true, ref: callback }));
    const second = refOf(preact.createElement('input', { autoFocus: true, ref: callback }));
    expect(second).toBe(first);
    first(element);
    expect(callback).toHaveBeenCalledWith(element);
    expect(element.focus).toHaveBeenCalledTimes(1);

    const holder: { current: { focus(): void } | null } = { current: null };
    refOf(preact.createElement('textarea', { autoFocus: true, ref: holder }))(element);
    expect(holder.current).toBe(element);
    expect(element.focus).toHaveBeenCalledTimes(1);
    expect(withAutoFocus(holder)).toBe(withAutoFocus(holder));
  });

  it('leaves elements without autoFocus, and components, as they are', () => {
    const callback = jest.fn();
    expect(preact.createElement('input', { ref: callback }).ref).toBe(callback);
    expect(preact.createElement('input', { autoFocus: false }).ref).toBeFalsy();
    const Component = () => null;
    expect(preact.createElement(Component, { autoFocus: true }).ref).toBeFalsy();
  });
});

describe('when effects run under Preact', () => {
  afterEach(() => jest.useRealTimers());

  it("schedules hooks' effects with afterCurrentTask, not on animation frames", () => {
    expect(preact.options.requestAnimationFrame).toBe(afterCurrentTask);
  });

  it('runs the callback after the current task, even while timers and frames are frozen', async () => {
    // Frozen as Playwright's page.clock freezes them: setTimeout and requestAnimationFrame.
    jest.useFakeTimers();
    const callback = jest.fn();
    afterCurrentTask(callback);
    expect(callback).not.toHaveBeenCalled();
    await new Promise<void>((resolve) => afterCurrentTask(resolve));
    expect(callback).toHaveBeenCalledTimes(1);
  });
});

describe('when updates render under Preact', () => {
  const { options } = preact;
  const debounce = (render: () => void) => options.debounceRendering!(render);
  const settled = () => new Promise<void>((resolve) => afterCurrentTask(resolve));

  afterEach(() => {
    delete (globalThis as { event?: unknown }).event;
  });

  it('renders at once during an event or a commit, in a task of its own otherwise', () => {
    expect(renderTiming(false, undefined)).toBe('task');
    expect(renderTiming(false, { type: 'click' })).toBe('now');
    expect(renderTiming(true, undefined)).toBe('now');
  });

  it("renders an API answer's update after the current task, not in its microtasks", async () => {
    const render = jest.fn();
    debounce(render);
    await Promise.resolve();
    await Promise.resolve();
    expect(render).not.toHaveBeenCalled();
    await settled();
    expect(render).toHaveBeenCalledTimes(1);
  });

  it("renders an event handler's update before the event's task ends", async () => {
    (globalThis as { event?: unknown }).event = { type: 'click' };
    const render = jest.fn();
    debounce(render);
    delete (globalThis as { event?: unknown }).event;
    await Promise.resolve();
    expect(render).toHaveBeenCalledTimes(1);
  });

  it("renders a layout effect's update before the commit's task ends", async () => {
    const render = jest.fn();
    // A committed component whose layout effect (run by Preact's hooks) sets state.
    options.__c!({}, [{ __h: [{ __: () => debounce(render) }] }]);
    await Promise.resolve();
    expect(render).toHaveBeenCalledTimes(1);
  });
});
