/**
 * PUT /orgunit/{id}/seen: moves the caller's seen marker on the unit forward to a record they
 * were shown. Idempotent, and only the caller's own marker; marking seen writes no audit record.
 */
import type { SeenRecord } from '../domain/schemas/notifications';
import { BadRequestError, NotFoundError } from '../shared/errors';
import { API_MESSAGES } from '../shared/messages';
import { ok, type RouteOperation } from '../shared/operation';
import { moveSeenMarker } from '../shared/repositories/notifications';
import { routeTarget } from '../shared/route-target';
import { ORGUNIT_MESSAGES } from './messages';

/** Clocks differ a little between the Lambdas that write records and this one. */
const CLOCK_SKEW_MS = 60_000;

/** A record shown to the caller was written already: a marker in the future would hide records. */
export function assertNotInFuture(record: SeenRecord): void {
  if (Date.parse(record.at) > Date.now() + CLOCK_SKEW_MS) {
    throw new BadRequestError(ORGUNIT_MESSAGES.seenInFuture);
  }
}

export const putSeenOperation: RouteOperation<'PUT /orgunit/{id}/seen'> = {
  targetUnit: routeTarget,
  run: async ({ body: record, auth, username }) => {
    assertNotInFuture(record);
    // Missing only for a system admin: everyone else is refused before this point.
    if (!auth.targetUnit) throw new NotFoundError(API_MESSAGES.orgunitNotFound);
    return ok({ seen: await moveSeenMarker(username, auth.targetUnit.id, record) });
  },
};
