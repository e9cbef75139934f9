/**
 * DELETE /orgunit/{id}: a deletion *request*. It marks the unit (markedForDeletion, with who asked
 * and when) and files the request in the workqueue of the admins above the unit (the request item,
 * shared/repositories/deletion-items.ts), where one of them approves or rejects it
 * (decide-deletion.ts). It is idempotent: asking again answers 200 with the same state and writes
 * nothing, so there is one audit record per unit marked. The ROOT and SYSTEM units are never
 * marked.
 */
import type { OrgunitRecord } from '../domain/records';
import { publishQuerySchema } from '../domain/schemas/orgunit';
import { commitChange } from '../shared/change';
import { BadRequestError, ConflictError, NotFoundError } from '../shared/errors';
import { publishRequested } from '../shared/events';
import { API_MESSAGES } from '../shared/messages';
import { ok, type Operation, type OperationResult } from '../shared/operation';
import { markForDeletion } from '../shared/repositories/deletion-marks';
import { putDeletionRequest } from '../shared/repositories/deletion-items';
import { getOrgunit, toOrgunitView } from '../shared/repositories/orgunits';
import { parseQuery } from '../shared/request-query';
import { routeTarget } from '../shared/route-target';
import { ORGUNIT_MESSAGES } from './messages';

function answer(record: OrgunitRecord): OperationResult {
  return ok({ data: toOrgunitView(record) });
}

/** Missing only for a system admin: everyone else is refused before this point. */
function found(record: OrgunitRecord | undefined): OrgunitRecord {
  if (!record) throw new NotFoundError(API_MESSAGES.orgunitNotFound);
  return record;
}

export const deleteOrgunitOperation: Operation = {
  targetUnit: routeTarget,
  run: async ({ pathParameters, query, username, log, auth }) => {
    const id = pathParameters.id ?? '';
    parseQuery(query, publishQuerySchema);
    // The authorization read the whole unit; the transaction checks its version.
    const stored = found(auth.targetRecord);
    if (stored.type !== 'ORGUNIT') {
      throw new BadRequestError(ORGUNIT_MESSAGES.notDeletable(stored.type));
    }
    if (stored.markedForDeletion) return answer(stored);

    const now = new Date().toISOString();
    const marked = answer({
      ...stored,
      markedForDeletion: true,
      deletionRequestedBy: username,
      deletionRequestedAt: now,
      lastModifiedDate: now,
      version: stored.version + 1,
    });
    try {
      await commitChange(
        [
          markForDeletion(id, stored.version, now, username),
          putDeletionRequest(stored, username, now),
        ],
        {
          entity: 'orgunit',
          action: 'delete',
          event: 'requested',
          id,
          ouid: id,
          actor: username,
          summary: ORGUNIT_MESSAGES.summaries.deletionRequested(stored.name),
        },
        { publish: publishRequested(query), log, answer: marked },
      );
    } catch (error) {
      if (!(error instanceof ConflictError)) throw error;
      // A concurrent request may have marked it first: then this one has its answer too.
      const current = found(await getOrgunit(id));
      if (current.markedForDeletion) return answer(current);
      throw error;
    }
    return marked;
  },
};
