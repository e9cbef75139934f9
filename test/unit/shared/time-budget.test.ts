import {
  currentTimeBudget,
  remainingMs,
  runWithinTimeBudget,
  TimeBudgetExpiredError,
} from '../../../lambdas/shared/time-budget';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('time budget', () => {
  it('is carried through the async calls of the work it was given to', async () => {
    expect(currentTimeBudget()).toBeUndefined();
    const before = Date.now();
    const seen = await runWithinTimeBudget(5_000, async () => {
      await pause(10);
      return currentTimeBudget();
    });
    expect(seen?.deadline).toBeGreaterThanOrEqual(before + 5_000);
    expect(seen?.deadline).toBeLessThanOrEqual(Date.now() + 5_000);
    expect(currentTimeBudget()).toBeUndefined();
  });

  it('aborts its signal at the deadline, with a reason that says so', async () => {
    await runWithinTimeBudget(50, async (budget) => {
      expect(budget.signal.aborted).toBe(false);
      await pause(120);
      expect(budget.signal.aborted).toBe(true);
      expect(budget.signal.reason).toBeInstanceOf(TimeBudgetExpiredError);
      expect(remainingMs(budget)).toBe(0);
    });
  });

  it('never lets a nested budget outlast the one around it', async () => {
    await runWithinTimeBudget(100, async (outer) => {
      await runWithinTimeBudget(10_000, async (inner) => {
        expect(inner.deadline).toBe(outer.deadline);
        await pause(150);
        // The outer deadline passed: the inner signal follows it.
        expect(inner.signal.aborted).toBe(true);
      });
    });
  });

  it('gives a nested budget its own, shorter deadline', async () => {
    await runWithinTimeBudget(10_000, async (outer) => {
      await runWithinTimeBudget(50, async (inner) => {
        expect(inner.deadline).toBeLessThan(outer.deadline);
        await pause(100);
        expect(inner.signal.aborted).toBe(true);
        expect(outer.signal.aborted).toBe(false);
      });
    });
  });

  it('starts spent when given no time', async () => {
    await runWithinTimeBudget(-20, async (budget) => {
      expect(remainingMs(budget)).toBe(0);
      await pause(5);
      expect(budget.signal.aborted).toBe(true);
    });
  });
});
