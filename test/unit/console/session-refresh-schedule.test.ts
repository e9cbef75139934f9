import {
  type PageVisibility,
  scheduleRefresh,
} from '../../../frontend/src/session/refresh-schedule';

const INTERVAL_MS = 60_000;

/** A tab whose visibility the test switches, dispatching `visibilitychange` like a browser. */
class FakePage implements PageVisibility {
  visibilityState = 'visible';
  private readonly listeners = new Set<() => void>();

  addEventListener(_type: 'visibilitychange', listener: () => void): void {
    this.listeners.add(listener);
  }

  removeEventListener(_type: 'visibilitychange', listener: () => void): void {
    this.listeners.delete(listener);
  }

  show(state: 'hidden' | 'visible'): void {
    this.visibilityState = state;
    for (const listener of this.listeners) listener();
  }

  get listenerCount(): number {
    return this.listeners.size;
  }
}

describe('scheduleRefresh', () => {
  let page: FakePage;
  let refresh: jest.Mock;

  beforeEach(() => {
    jest.useFakeTimers();
    page = new FakePage();
    refresh = jest.fn();
  });

  afterEach(() => {
    jest.useRealTimers();
  });

  it('refreshes every interval while the tab is shown', () => {
    scheduleRefresh(refresh, INTERVAL_MS, page);
    jest.advanceTimersByTime(INTERVAL_MS - 1);
    expect(refresh).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(refresh).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(2 * INTERVAL_MS);
    expect(refresh).toHaveBeenCalledTimes(3);
  });

  it('makes no call while the tab is hidden', () => {
    scheduleRefresh(refresh, INTERVAL_MS, page);
    page.show('hidden');
    jest.advanceTimersByTime(10 * INTERVAL_MS);
    expect(refresh).not.toHaveBeenCalled();
  });

  it('refreshes at once when the tab is shown again, then every interval from there', () => {
    scheduleRefresh(refresh, INTERVAL_MS, page);
    jest.advanceTimersByTime(INTERVAL_MS / 2);
    page.show('hidden');
    jest.advanceTimersByTime(5 * INTERVAL_MS);
    page.show('visible');
    expect(refresh).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(INTERVAL_MS - 1);
    expect(refresh).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(1);
    expect(refresh).toHaveBeenCalledTimes(2);
  });

  it('starts paused in a hidden tab', () => {
    page.visibilityState = 'hidden';
    scheduleRefresh(refresh, INTERVAL_MS, page);
    jest.advanceTimersByTime(3 * INTERVAL_MS);
    expect(refresh).not.toHaveBeenCalled();
    page.show('visible');
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('does not refresh twice when a shown tab reports visible again', () => {
    scheduleRefresh(refresh, INTERVAL_MS, page);
    page.show('visible');
    expect(refresh).not.toHaveBeenCalled();
  });

  it('stops its timer and its listener when stopped', () => {
    const stop = scheduleRefresh(refresh, INTERVAL_MS, page);
    stop();
    expect(page.listenerCount).toBe(0);
    jest.advanceTimersByTime(3 * INTERVAL_MS);
    expect(refresh).not.toHaveBeenCalled();
  });
});
