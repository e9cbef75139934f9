/**
 * POST /orgunit/{id}/deletion/approve and /reject: an admin acting on a unit above the marked one
 * decides on its pending request. Approving soft-deletes the subtree (deletion-writes.ts, then
 * subtree-flags.ts); the requester may not approve their own request. Rejecting removes the mark;
 * its reason is the audit record's summary, which reaches the requester's own inbox too.
 */
import { publishQuerySchema } from '../domain/schemas/orgunit';
import { deletedUnitRecord } from '../domain/deletion-records';
import type { OrgunitRecord } from '../domain/records';
import { sameUsername } from '../domain/usernames';
import type { AuthContext } from '../shared/authorize';
import { commitChange } from '../shared/change';
import { ConflictError, ForbiddenError, NotFoundError } from '../shared/errors';
import { publishRequested } from '../shared/events';
import { API_MESSAGES } from '../shared/messages';
import { ok, type RouteOperation } from '../shared/operation';
import { deletionItems, type DeletionItems } from '../shared/repositories/deletion-items';
import { toOrgunitView } from '../shared/repositories/orgunits';
import { parseQuery } from '../shared/request-query';
import { routeTarget } from '../shared/route-target';
import { DELETION_MESSAGES, withComment } from './deletion-messages';
import { toDeletedView } from './deletion-views';
import { approveWrites, rejectWrites } from './deletion-writes';
import { flagDescendants } from './subtree-flags';

/**
 * The marked unit, reached by an admin acting strictly above it. A unit deleted as part of another
 * subtree answers as missing would (the authorizer lets DecideDeletion reach a deleted top only so
 * that a cut-off approval can be finished).
 */
function decidable(auth: AuthContext): OrgunitRecord {
  const unit = auth.targetRecord;
  if (!unit) throw new NotFoundError(API_MESSAGES.orgunitNotFound);
  if (unit.deletedTop !== undefined && unit.deletedTop !== unit.identifier) {
    if (auth.systemAdmin) throw new NotFoundError(API_MESSAGES.orgunitNotFound);
    throw new ForbiddenError();
  }
  if (auth.actingUnit?.id === unit.identifier) throw new ForbiddenError(DELETION_MESSAGES.notAbove);
  return unit;
}

type Decision<Key extends 'approve' | 'reject'> = RouteOperation<
  `POST /orgunit/{id}/deletion/${Key}`,
  DeletionItems
>;

export const approveDeletionOperation: Decision<'approve'> = {
  targetUnit: routeTarget,
  prefetch: ({ pathParameters }) => deletionItems(pathParameters.id ?? ''),
  run: async ({ auth, body, prefetched, query, username, log }) => {
    parseQuery(query, publishQuerySchema);
    const { comment } = body;
    const unit = decidable(auth);
    // Approved before, but its subtree was too large to flag in one request: finish it.
    if (unit.deletedTop === unit.identifier && prefetched.deleted) {
      const complete = await flagDescendants(unit);
      return ok({ data: { deleted: toDeletedView(prefetched.deleted), complete } });
    }
    const request = prefetched.request;
    if (!unit.markedForDeletion || !request) throw new ConflictError(DELETION_MESSAGES.noRequest);
    if (sameUsername(request.requestedBy, username)) {
      throw new ForbiddenError(DELETION_MESSAGES.ownRequest);
    }
    const deletedAt = new Date().toISOString();
    const facts = { requestedBy: request.requestedBy, deletedBy: username, deletedAt };
    const deleted = toDeletedView(deletedUnitRecord(unit, facts));
    await commitChange(
      approveWrites(unit, facts),
      {
        entity: 'orgunit',
        action: 'delete',
        event: 'approved',
        // The requester's inbox gets the decision too, wherever they work (audit-feeds.ts).
        subject: request.requestedBy,
        id: unit.identifier,
        // Filed under the parent: the deleted unit's own notifications are out of reach now.
        ouid: unit.parentOuId ?? unit.identifier,
        actor: username,
        summary: withComment(
          DELETION_MESSAGES.summaries.approved(unit.name, request.requestedBy),
          comment,
        ),
      },
      // Until the descendants are flagged: the answer a retry gets if this request is cut off.
      { publish: publishRequested(query), log, answer: ok({ data: { deleted, complete: false } }) },
    );
    let complete = false;
    try {
      complete = await flagDescendants(unit);
    } catch (error) {
      // The top is deleted (and refused) already; approving again finishes the descendants.
      log.error('Descendants not all flagged', { id: unit.identifier, error: String(error) });
    }
    return ok({ data: { deleted, complete } });
  },
};

export const rejectDeletionOperation: Decision<'reject'> = {
  targetUnit: routeTarget,
  prefetch: ({ pathParameters }) => deletionItems(pathParameters.id ?? ''),
  run: async ({ auth, body, prefetched, query, username, log }) => {
    parseQuery(query, publishQuerySchema);
    const { reason } = body;
    const unit = decidable(auth);
    if (unit.deletedTop !== undefined || !unit.markedForDeletion || !prefetched.request) {
      throw new ConflictError(DELETION_MESSAGES.noRequest);
    }
    const at = new Date().toISOString();
    const { deletionRequestedBy: _by, deletionRequestedAt: _at, ...kept } = unit;
    const answer = ok({
      data: toOrgunitView({
        ...kept,
        markedForDeletion: false,
        lastModifiedDate: at,
        version: unit.version + 1,
      }),
    });
    await commitChange(
      rejectWrites(unit, at),
      {
        entity: 'orgunit',
        action: 'update',
        event: 'rejected',
        // The reason reaches the requester's inbox, wherever they work (audit-feeds.ts).
        subject: prefetched.request.requestedBy,
        id: unit.identifier,
        ouid: unit.identifier,
        actor: username,
        summary: DELETION_MESSAGES.summaries.rejected(unit.name, reason),
      },
      { publish: publishRequested(query), log, answer },
    );
    return answer;
  },
};
