/**
 * POST /orgunit/{id}/restore: an admin acting on a live unit above a soft-deleted subtree's top
 * brings it back within RESTORE_DAYS: listed, searchable and granting again (deletion-writes.ts),
 * its descendants unflagged in bounded batches (subtree-flags.ts). 409 when a sibling took its name
 * meanwhile, when a unit above it is deleted too, or when it is past restoring. Restoring a live
 * unit only finishes an earlier restore that was cut off (idempotent).
 */
import { publishQuerySchema } from '../domain/schemas/orgunit';
import type { OrgunitRecord } from '../domain/records';
import { commitChange } from '../shared/change';
import { ConflictError, ForbiddenError, NotFoundError } from '../shared/errors';
import { publishRequested } from '../shared/events';
import { API_MESSAGES } from '../shared/messages';
import { ok, type RouteOperation } from '../shared/operation';
import { deletionItems, type DeletionItems } from '../shared/repositories/deletion-items';
import { getOrgunit, toOrgunitView } from '../shared/repositories/orgunits';
import { parseQuery } from '../shared/request-query';
import { routeTarget } from '../shared/route-target';
import { DELETION_MESSAGES, withComment } from './deletion-messages';
import { restoreWrites } from './deletion-writes';
import { unflagDescendants } from './subtree-flags';

function restored(unit: OrgunitRecord, at: string): OrgunitRecord {
  const {
    deletedTop: _top,
    deletedAt: _at,
    deletionRequestedBy: _by,
    deletionRequestedAt: _requested,
    ...kept
  } = unit;
  return { ...kept, markedForDeletion: false, lastModifiedDate: at, version: unit.version + 1 };
}

type RestoreOperation = RouteOperation<'POST /orgunit/{id}/restore', DeletionItems>;

export const restoreOrgunitOperation: RestoreOperation = {
  targetUnit: routeTarget,
  prefetch: ({ pathParameters }) => deletionItems(pathParameters.id ?? ''),
  run: async ({ auth, body, prefetched, query, username, log }) => {
    parseQuery(query, publishQuerySchema);
    const { comment } = body;
    const unit = auth.targetRecord;
    if (!unit) throw new NotFoundError(API_MESSAGES.orgunitNotFound);
    if (auth.actingUnit?.id === unit.identifier)
      throw new ForbiddenError(DELETION_MESSAGES.notAbove);
    if (unit.deletedTop === undefined) {
      const complete = await unflagDescendants(unit);
      return ok({ data: { unit: toOrgunitView(unit), complete } });
    }
    const deleted = prefetched.deleted;
    if (unit.deletedTop !== unit.identifier || !deleted) {
      throw new ConflictError(DELETION_MESSAGES.enclosingDeleted);
    }
    const now = new Date();
    if (now.toISOString() >= deleted.purgeAfter) throw new ConflictError(DELETION_MESSAGES.expired);
    const parent = unit.parentOuId ? await getOrgunit(unit.parentOuId) : undefined;
    if (!parent || parent.deletedTop !== undefined) {
      throw new ConflictError(DELETION_MESSAGES.enclosingDeleted);
    }
    const at = now.toISOString();
    const answered = (complete: boolean) =>
      ok({ data: { unit: toOrgunitView(restored(unit, at)), complete } });
    await commitChange(
      restoreWrites(unit, at),
      {
        entity: 'orgunit',
        action: 'create',
        event: 'restored',
        id: unit.identifier,
        ouid: unit.parentOuId ?? unit.identifier,
        actor: username,
        summary: withComment(DELETION_MESSAGES.summaries.restored(unit.name), comment),
      },
      // Until the descendants are unflagged: the answer a retry gets if this request is cut off.
      { publish: publishRequested(query), log, answer: answered(false) },
    );
    let complete = false;
    try {
      complete = await unflagDescendants(unit);
    } catch (error) {
      // Still-flagged descendants stay refused (the safe side); restoring again finishes them.
      log.error('Descendants not all unflagged', { id: unit.identifier, error: String(error) });
    }
    return answered(complete);
  },
};
