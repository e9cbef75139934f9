// Sums every suite of `npm test` into one line: `N passed, N failed, N skipped`.
// Checks without a test count (lint, format, type-check) count as one test each; a test runner
// that crashed before writing its report counts as one failure.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const dir = process.argv[2] ?? 'test-results';
let passed = 0;
let failed = 0;
let skipped = 0;
const lines = [];

function readJson(file) {
  const full = path.join(dir, file);
  if (!existsSync(full)) return undefined;
  try {
    return JSON.parse(readFileSync(full, 'utf8'));
  } catch {
    return undefined;
  }
}

for (const file of readdirSync(dir)
  .filter((name) => name.startsWith('check-'))
  .sort()) {
  const name = file.slice('check-'.length, -'.txt'.length);
  const outcome = readFileSync(path.join(dir, file), 'utf8').trim();
  if (name.startsWith('jest-')) {
    const report = readJson(`${name}.json`);
    if (report) {
      passed += report.numPassedTests;
      failed += report.numFailedTests + (report.numRuntimeErrorTestSuites ?? 0);
      skipped += report.numPendingTests + (report.numTodoTests ?? 0);
      lines.push(`${name}: ${report.numPassedTests} passed, ${report.numFailedTests} failed`);
      if (outcome === 'fail' && report.numFailedTests === 0 && !report.numRuntimeErrorTestSuites) {
        failed += 1;
        lines.push(`${name}: the runner failed outside the tests`);
      }
      continue;
    }
  }
  if (name === 'browser') {
    const report = readJson('playwright.json');
    if (report?.stats) {
      const { expected, unexpected, flaky, skipped: notRun } = report.stats;
      passed += expected + flaky;
      failed += unexpected;
      skipped += notRun;
      lines.push(`browser: ${expected + flaky} passed, ${unexpected} failed`);
      if (outcome === 'fail' && unexpected === 0) {
        failed += 1;
        lines.push('browser: the runner failed outside the tests');
      }
      continue;
    }
  }
  if (outcome === 'pass') passed += 1;
  else failed += 1;
  lines.push(`${name}: ${outcome}`);
}

console.log(lines.join('\n'));
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exitCode = failed > 0 || passed === 0 ? 1 : 0;
