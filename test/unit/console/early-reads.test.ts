/** frontend/src/api/early-reads.ts: a read started before its screen mounts, taken once. */
import {
  clearEarlyReads,
  earlyReadsSettled,
  settledEarlyRead,
  startEarlyRead,
  takeEarlyRead,
} from '../../../frontend/src/api/early-reads';

const KEY = ['/orgunit/ou-root', 'ou-root'] as const;

afterEach(() => {
  clearEarlyReads();
  jest.useRealTimers();
});

it('gives the pending read to the first taker only, and starts a key once', async () => {
  const read = jest.fn(() => Promise.resolve('unit'));
  startEarlyRead(KEY, read);
  startEarlyRead(KEY, read);
  expect(read).toHaveBeenCalledTimes(1);
  await expect(takeEarlyRead(KEY)).resolves.toBe('unit');
  expect(takeEarlyRead(KEY)).toBeUndefined();
  expect(takeEarlyRead(['/config', 'ou-root'])).toBeUndefined();
});

it('forgets a read that failed before anyone took it', async () => {
  startEarlyRead(KEY, () => Promise.reject(new Error('Not signed in')));
  await new Promise((resolve) => setImmediate(resolve));
  expect(takeEarlyRead(KEY)).toBeUndefined();
});

it('hands a failure to a taker that took the read while it was in flight', async () => {
  let fail: (error: Error) => void = () => undefined;
  startEarlyRead(KEY, () => new Promise((_resolve, reject) => (fail = reject)));
  const taken = takeEarlyRead(KEY);
  fail(new Error('503'));
  await expect(taken).rejects.toThrow('503');
});

it('drops a read older than its maximum age, and every read on sign-out', () => {
  jest.useFakeTimers({ now: 0, doNotFake: ['setImmediate'] });
  startEarlyRead(KEY, () => Promise.resolve('old'));
  jest.advanceTimersByTime(10_001);
  expect(takeEarlyRead(KEY)).toBeUndefined();

  startEarlyRead(KEY, () => Promise.resolve('signed in as someone else'));
  clearEarlyReads();
  expect(takeEarlyRead(KEY)).toBeUndefined();
});

it('shows a succeeded read to a first render without taking it, while it is fresh', async () => {
  jest.useFakeTimers({ now: 0, doNotFake: ['setImmediate'] });
  let answer: (value: string) => void = () => undefined;
  startEarlyRead(KEY, () => new Promise((resolve) => (answer = resolve)));
  expect(settledEarlyRead(KEY)).toBeUndefined();
  answer('unit');
  await new Promise((resolve) => setImmediate(resolve));
  expect(settledEarlyRead(KEY)).toEqual({ of: 'unit' });
  await expect(takeEarlyRead(KEY)).resolves.toBe('unit');
  expect(settledEarlyRead(KEY)).toBeUndefined();

  startEarlyRead(KEY, () => Promise.resolve('old'));
  await new Promise((resolve) => setImmediate(resolve));
  jest.advanceTimersByTime(10_001);
  expect(settledEarlyRead(KEY)).toBeUndefined();
});

it('tells when the reads in flight have settled, or gives up waiting after the bound', async () => {
  expect(earlyReadsSettled(1_000)).toBeUndefined();
  let answer: (value: string) => void = () => undefined;
  let fail: (error: Error) => void = () => undefined;
  startEarlyRead(KEY, () => new Promise((resolve) => (answer = resolve)));
  startEarlyRead(['/config', 'ou-root'], () => new Promise((_resolve, reject) => (fail = reject)));
  let settled = false;
  void earlyReadsSettled(60_000)?.then(() => (settled = true));
  answer('unit');
  await new Promise((resolve) => setImmediate(resolve));
  expect(settled).toBe(false);
  fail(new Error('503'));
  await new Promise((resolve) => setImmediate(resolve));
  expect(settled).toBe(true);
  expect(earlyReadsSettled(1_000)).toBeUndefined();

  jest.useFakeTimers({ doNotFake: ['setImmediate'] });
  startEarlyRead(['/orgunit/ou-other', 'ou-other'], () => new Promise(() => undefined));
  let gaveUp = false;
  void earlyReadsSettled(1_500)?.then(() => (gaveUp = true));
  jest.advanceTimersByTime(1_499);
  await new Promise((resolve) => setImmediate(resolve));
  expect(gaveUp).toBe(false);
  jest.advanceTimersByTime(1);
  await new Promise((resolve) => setImmediate(resolve));
  expect(gaveUp).toBe(true);
});

it('waits also for a read that another read started on its answer', async () => {
  let answerUnit: (value: string) => void = () => undefined;
  let answerSeen: (value: string) => void = () => undefined;
  const unit = new Promise<string>((resolve) => (answerUnit = resolve));
  startEarlyRead(KEY, () => unit);
  void unit.then(() =>
    startEarlyRead(
      ['/orgunit/ou-root/seen', 'ou-root'],
      () => new Promise((resolve) => (answerSeen = resolve)),
    ),
  );
  let settled = false;
  void earlyReadsSettled(60_000)?.then(() => (settled = true));
  answerUnit('unit');
  await new Promise((resolve) => setImmediate(resolve));
  expect(settled).toBe(false);
  answerSeen('seen');
  await new Promise((resolve) => setImmediate(resolve));
  expect(settled).toBe(true);
});
