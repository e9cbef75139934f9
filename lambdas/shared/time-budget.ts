/**
 * The time a piece of work may still take, carried through its async calls (AsyncLocalStorage),
 * so that every AWS call made while serving one request is bounded by what is left of that
 * request's time, however deep in the code the call is made.
 */
import { AsyncLocalStorage } from 'node:async_hooks';

export interface TimeBudget {
  /** Epoch milliseconds by which the work must have ended. */
  readonly deadline: number;
  /** Aborted at the deadline: AWS calls still waiting then are cancelled, later ones fail at once. */
  readonly signal: AbortSignal;
}

/** The reason a budget's signal carries once its deadline has passed. */
export class TimeBudgetExpiredError extends Error {
  constructor() {
    super('The time budget ran out');
    this.name = 'TimeBudgetExpiredError';
  }
}

const budgets = new AsyncLocalStorage<TimeBudget>();

export function currentTimeBudget(): TimeBudget | undefined {
  return budgets.getStore();
}

export function remainingMs(budget: TimeBudget, now: number = Date.now()): number {
  return Math.max(0, budget.deadline - now);
}

/**
 * Runs `work` with at most `ms` milliseconds to spend, never more than an enclosing budget leaves.
 * The work is not stopped at the deadline (nothing in process can stop it); its AWS calls are.
 */
export async function runWithinTimeBudget<T>(
  ms: number,
  work: (budget: TimeBudget) => Promise<T>,
): Promise<T> {
  const enclosing = budgets.getStore();
  const deadline = Math.min(Date.now() + Math.max(0, ms), enclosing?.deadline ?? Infinity);
  const expiry = new AbortController();
  const timer = setTimeout(
    () => expiry.abort(new TimeBudgetExpiredError()),
    Math.max(0, deadline - Date.now()),
  );
  timer.unref();
  const signal = enclosing ? AbortSignal.any([enclosing.signal, expiry.signal]) : expiry.signal;
  const budget: TimeBudget = { deadline, signal };
  try {
    return await budgets.run(budget, () => work(budget));
  } finally {
    clearTimeout(timer);
  }
}
