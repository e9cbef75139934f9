/**
 * `npm run purge-deleted [-- --now <ISO date>]`: purges the soft-deleted units past their restore
 * period from the running local platform's table, with the same code as the daily Lambda
 * (lambdas/orgunit/purge-deleted.ts). `--now` sets the clock (e.g. to try a purge 31 days ahead).
 */
import './purge-deleted-env';

import { purgeDeleted } from '../lambdas/orgunit/purge-deleted';
import { createLogger } from '../lambdas/shared/logger';

function clockFrom(args: readonly string[]): Date {
  const index = args.indexOf('--now');
  if (index === -1) return new Date();
  const value = args[index + 1] ?? '';
  const at = new Date(value);
  if (Number.isNaN(at.getTime())) throw new Error(`--now needs an ISO date, got '${value}'`);
  return at;
}

async function main(): Promise<void> {
  const outcome = await purgeDeleted({
    now: clockFrom(process.argv.slice(2)),
    log: createLogger(),
  });
  console.log(
    `Purged ${outcome.purged.length} deleted unit(s) (${outcome.units} units in all)` +
      (outcome.pending ? '; more are due: run again' : ''),
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
