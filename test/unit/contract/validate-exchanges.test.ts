/** `scripts/contract/validate-exchanges.ts`: its report, and its exit code as `npm test` sees it. */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import type { RecordedExchange } from '../../../local/exchange-recorder';

const SCRIPT = path.resolve(
  __dirname,
  '..',
  '..',
  '..',
  'scripts',
  'contract',
  'validate-exchanges.ts',
);
const folder = mkdtempSync(path.join(os.tmpdir(), 'validate-exchanges-'));

function exchange(status: number, body: object): RecordedExchange {
  return {
    method: 'GET',
    path: '/orgplan/ou-root',
    query: '',
    request: {
      headers: { 'x-ouid': 'ou-root' },
      authorization: true,
      body: '',
      bodyTruncated: false,
    },
    status,
    response: { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) },
  };
}

function validate(lines: string | undefined): { status: number | null; output: string } {
  const file = path.join(folder, `${Math.random().toString(36).slice(2)}.ndjson`);
  if (lines !== undefined) writeFileSync(file, lines);
  const run = spawnSync(process.execPath, ['--import', 'tsx', SCRIPT, file], { encoding: 'utf8' });
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
}

const ndjson = (exchanges: RecordedExchange[]) =>
  exchanges.map((line) => `${JSON.stringify(line)}\n`).join('');

describe('validate-exchanges', () => {
  it('passes a valid log and prints the coverage line', () => {
    const { status, output } = validate(
      ndjson([
        exchange(200, { id: 'ou-root', subunits: {} }),
        exchange(403, { error: 'Refused', requestId: 'r-1' }),
      ]),
    );
    expect(output).toMatch(
      /^contract: 2 exchanges, 0 violations; operations seen succeeding 1\/\d+, seen refused 1\/\d+; never seen succeeding: .*deleteOrgunitById/m,
    );
    expect(status).toBe(0);
  }, 60_000);

  it('fails on a violation and names its kind, operation, path and status', () => {
    const { status, output } = validate(ndjson([exchange(403, { message: 'Forbidden' })]));
    expect(output).toContain('response-body: 1');
    expect(output).toContain('getOrgplanByOuid: 1');
    expect(output).toContain('403 GET /orgplan/ou-root');
    expect(output).toContain('contract: 1 exchanges, 1 violations');
    expect(status).toBe(1);
  }, 60_000);

  it('fails when the log is missing or empty', () => {
    expect(validate(undefined).status).toBe(1);
    const empty = validate('');
    expect(empty.output).toContain('is empty');
    expect(empty.status).toBe(1);
  }, 60_000);
});
