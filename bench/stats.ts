/** Summaries of repeated timings and the formatting every bench table shares. */

export function percentile(values: readonly number[], fraction: number): number {
  if (values.length === 0) throw new Error('No values to summarise');
  const sorted = [...values].sort((a, b) => a - b);
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil(fraction * sorted.length) - 1));
  return sorted[index] as number;
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  if (sorted.length === 0) throw new Error('No values to summarise');
  return sorted.length % 2 === 1
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

/** Runs `task` `runs` times one after the other and returns each duration in milliseconds. */
export async function timeRuns(runs: number, task: () => Promise<unknown>): Promise<number[]> {
  const durations: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    const start = performance.now();
    await task();
    durations.push(performance.now() - start);
  }
  return durations;
}

export const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
export const ms = (millis: number) => `${millis.toFixed(1)} ms`;
export const ratio = (value: number, base: number) => `${(value / base).toFixed(2)}×`;
