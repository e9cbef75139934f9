/**
 * The daily scheduled Lambda (lib/constructs/deleted-units-purge.ts) that purges soft-deleted
 * subtrees past their restore period (purge-deleted.ts). It stops well inside its timeout: what is
 * left is purged by the next day's run.
 */
import type { Context, ScheduledEvent } from 'aws-lambda';

import { createLogger } from '../shared/logger';
import { purgeDeleted, type PurgeOutcome } from './purge-deleted';

export async function handler(_event: ScheduledEvent, context: Context): Promise<PurgeOutcome> {
  const log = createLogger({ requestId: context.awsRequestId, resource: 'purge-deleted' });
  const outcome = await purgeDeleted({ now: new Date(), log });
  log.info('Purge finished', { ...outcome });
  return outcome;
}
