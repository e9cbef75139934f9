/** Where the integration suite records the API's exchanges, and how the log is read back. */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import type { RecordedExchange } from '../../local/exchange-recorder';

export const DEFAULT_EXCHANGE_LOG = path.resolve(
  __dirname,
  '..',
  '..',
  'test-results',
  'api-exchanges.ndjson',
);

/** Makes `file` an empty log (creating its folder) and returns it. */
export function startExchangeLog(file: string = DEFAULT_EXCHANGE_LOG): string {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, '');
  return file;
}

/** The recorded exchanges, or an error message when the log is missing, empty or broken. */
export function readExchangeLog(file: string): RecordedExchange[] | string {
  if (!existsSync(file)) return `no exchange log at ${file}`;
  const lines = readFileSync(file, 'utf8').split('\n').filter(Boolean);
  if (lines.length === 0) return `the exchange log ${file} is empty`;
  const exchanges: RecordedExchange[] = [];
  for (const [index, line] of lines.entries()) {
    try {
      exchanges.push(JSON.parse(line) as RecordedExchange);
    } catch {
      return `line ${index + 1} of ${file} is not JSON`;
    }
  }
  return exchanges;
}
