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

/**
 * Median milliseconds of each task over `runs` rounds after `warmUp` unmeasured ones. A round runs
 * every task once, so a server warming up (DynamoDB Local's JIT) or the machine's load drifting
 * touches all of them alike.
 */
export async function interleavedMedians<Name extends string>(
  tasks: Record<Name, () => Promise<unknown>>,
  warmUp: number,
  runs: number,
): Promise<Record<Name, number>> {
  const names = Object.keys(tasks) as Name[];
  const samples = new Map<Name, number[]>(names.map((name) => [name, []]));
  for (let round = 0; round < warmUp + runs; round += 1) {
    for (const name of names) {
      const start = performance.now();
      await tasks[name]();
      if (round >= warmUp) samples.get(name)?.push(performance.now() - start);
    }
  }
  return Object.fromEntries(names.map((name) => [name, median(samples.get(name) ?? [])])) as Record<
    Name,
    number
  >;
}

export const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
export const ms = (millis: number) => `${millis.toFixed(1)} ms`;
export const ratio = (value: number, base: number) => `${(value / base).toFixed(2)}×`;
