/** The closing line of `npm test` and its exit code, which CI relies on. */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const SCRIPT = path.resolve(__dirname, '../../../scripts/summarize-tests.mjs');

function summarize(files: Record<string, string>): { lastLine: string; status: number | null } {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'summary-'));
  try {
    for (const [name, content] of Object.entries(files)) {
      writeFileSync(path.join(dir, name), content);
    }
    const run = spawnSync(process.execPath, [SCRIPT, dir], { encoding: 'utf8' });
    return { lastLine: run.stdout.trim().split('\n').at(-1) ?? '', status: run.status };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const jestReport = (passed: number, failed: number) =>
  JSON.stringify({ numPassedTests: passed, numFailedTests: failed, numPendingTests: 0 });

it('sums every suite and exits 0 when nothing failed', () => {
  expect(
    summarize({
      'check-lint.txt': 'pass',
      'check-jest-unit.txt': 'pass',
      'jest-unit.json': jestReport(10, 0),
    }),
  ).toEqual({ lastLine: '11 passed, 0 failed, 0 skipped', status: 0 });
});

it('exits 1 when one check failed, even though another suite reports "0 failed"', () => {
  expect(
    summarize({
      'check-typecheck-node.txt': 'fail',
      'check-jest-integration.txt': 'pass',
      'jest-integration.json': jestReport(220, 0),
    }),
  ).toEqual({ lastLine: '220 passed, 1 failed, 0 skipped', status: 1 });
});

it('counts a test runner that crashed without a report as a failure', () => {
  expect(summarize({ 'check-jest-unit.txt': 'fail' })).toEqual({
    lastLine: '0 passed, 1 failed, 0 skipped',
    status: 1,
  });
});
