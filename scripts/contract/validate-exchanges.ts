/**
 * `tsx scripts/contract/validate-exchanges.ts [log] [document]`: checks every exchange the
 * integration suite recorded (local/exchange-recorder.ts) against docs/openapi.json. Exits 1 on
 * any violation, or when the log is missing or empty.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

import { checkExchange } from './check-exchange';
import { contractReport, coverageOf } from './contract-report';
import { DEFAULT_EXCHANGE_LOG, readExchangeLog } from './exchange-log';
import { loadContract, type OpenApiDocument } from './openapi-contract';

const DEFAULT_DOCUMENT = path.resolve(__dirname, '..', '..', 'docs', 'openapi.json');

function main(logFile: string, documentFile: string): number {
  const exchanges = readExchangeLog(logFile);
  if (typeof exchanges === 'string') {
    console.error(`contract: ${exchanges}`);
    return 1;
  }
  const contract = loadContract(JSON.parse(readFileSync(documentFile, 'utf8')) as OpenApiDocument);
  const violations = exchanges.flatMap((exchange) => checkExchange(contract, exchange));
  console.log(contractReport(exchanges, violations, coverageOf(contract, exchanges)));
  return violations.length > 0 ? 1 : 0;
}

const [logFile = DEFAULT_EXCHANGE_LOG, documentFile = DEFAULT_DOCUMENT] = process.argv.slice(2);
process.exitCode = main(logFile, documentFile);
