/**
 * Each part prints the targets it decides; under `npm run bench` it also appends them to the file
 * run.ts names in `BENCH_VERDICTS_FILE`, and run.ts lists them all once more at the end.
 */
import { appendFileSync, existsSync, readFileSync } from 'node:fs';

import { type Verdict, verdictLine } from './targets';

export const VERDICTS_FILE_ENV = 'BENCH_VERDICTS_FILE';

export function printVerdicts(title: string, verdicts: readonly Verdict[]): void {
  console.log(`  ${title}`);
  for (const verdict of verdicts) console.log(`    ${verdictLine(verdict)}`);
}

export function reportVerdicts(title: string, verdicts: readonly Verdict[]): void {
  printVerdicts(title, verdicts);
  const file = process.env[VERDICTS_FILE_ENV];
  if (!file) return;
  appendFileSync(file, verdicts.map((verdict) => `${JSON.stringify(verdict)}\n`).join(''));
}

export function readVerdicts(file: string): Verdict[] {
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Verdict);
}
