/** A bounded closed-loop load: `total` calls with `concurrency` in flight, stopped at a deadline. */

export interface LoadResult {
  /** Milliseconds of every call that succeeded. */
  latencies: number[];
  failures: number;
  firstFailure?: string;
  elapsedMs: number;
}

export async function runLoad(options: {
  total: number;
  concurrency: number;
  deadlineMs: number;
  call: () => Promise<void>;
}): Promise<LoadResult> {
  const latencies: number[] = [];
  let failures = 0;
  let firstFailure: string | undefined;
  let started = 0;
  const start = performance.now();
  const deadline = start + options.deadlineMs;
  const client = async () => {
    while (started < options.total && performance.now() < deadline) {
      started += 1;
      const callStart = performance.now();
      try {
        await options.call();
        latencies.push(performance.now() - callStart);
      } catch (error) {
        failures += 1;
        firstFailure ??= error instanceof Error ? error.message : String(error);
      }
    }
  };
  await Promise.all(Array.from({ length: options.concurrency }, client));
  return { latencies, failures, firstFailure, elapsedMs: performance.now() - start };
}
