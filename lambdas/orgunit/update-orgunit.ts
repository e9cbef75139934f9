/**
 * PUT /orgunit/{id}: changes the editable fields (name, description, emailId, mobile) of the
 * version the caller loaded. The body is the whole record as GET returns it; its read-only fields
 * (type, ouidChain, dates, markedForDeletion) are accepted and never applied. A rename moves the
 * unit's sibling-name claim (a ROOT unit's tenant-name claim) in the same transaction. A child
 * unit's name order key and name words are rewritten with every edit, so they always follow the
 * stored name (and an item written before they existed gets them).
 */
import { publishQuerySchema } from '../domain/schemas/orgunit';
import { commitChange, type GuardedWrite, type TransactItem } from '../shared/change';
import { BadRequestError, ConflictError, NotFoundError } from '../shared/errors';
import { publishRequested } from '../shared/events';
import { API_MESSAGES } from '../shared/messages';
import { ok, type RouteOperation } from '../shared/operation';
import {
  claimSiblingName,
  claimTenantName,
  type EditableFields,
  moveNameWords,
  releaseSiblingName,
  releaseTenantName,
  updateEditableFields,
} from '../shared/repositories/orgunit-writes';
import { toOrgunitView } from '../shared/repositories/orgunits';
import { tenantNameTaken } from '../shared/repositories/tenants';
import { parseQuery } from '../shared/request-query';
import { routeTarget } from '../shared/route-target';
import { ORGUNIT_MESSAGES } from './messages';

function sameName(a: string, b: string): boolean {
  return a.trim().toLowerCase() === b.trim().toLowerCase();
}

export const updateOrgunitOperation: RouteOperation<'PUT /orgunit/{id}'> = {
  targetUnit: routeTarget,
  run: async ({ pathParameters, body, query, username, log, auth }) => {
    const id = pathParameters.id ?? '';
    parseQuery(query, publishQuerySchema);
    const { version, data } = body;
    if (data.identifier !== undefined && data.identifier !== id) {
      throw new BadRequestError(ORGUNIT_MESSAGES.identifierMismatch);
    }
    // The authorization read the whole unit; the transaction checks its version.
    const stored = auth.targetRecord;
    // Missing only for a system admin: everyone else is refused before this point.
    if (!stored) throw new NotFoundError(API_MESSAGES.orgunitNotFound);
    if (stored.version !== version) throw new ConflictError(ORGUNIT_MESSAGES.staleVersion);

    const fields: EditableFields = {
      name: data.name,
      description: data.description ?? stored.description,
      emailId: data.emailId ?? stored.emailId,
      mobile: data.mobile ?? stored.mobile,
    };
    const now = new Date().toISOString();
    const parentOuId = stored.parentOuId;
    const writes: (GuardedWrite | TransactItem)[] = [
      updateEditableFields(
        id,
        version,
        fields,
        now,
        parentOuId !== undefined,
        ORGUNIT_MESSAGES.staleVersion,
      ),
    ];
    if (parentOuId) {
      writes.push(...moveNameWords({ identifier: id, parentOuId }, stored.name, fields.name));
    }
    const renamed = !sameName(stored.name, fields.name);
    if (renamed && parentOuId) {
      writes.push(
        releaseSiblingName(parentOuId, id, stored.name),
        claimSiblingName(parentOuId, id, fields.name, ORGUNIT_MESSAGES.duplicateName),
      );
    } else if (renamed && stored.type === 'ROOT') {
      // A tenant's name is unique among all tenants.
      if (await tenantNameTaken(fields.name, id)) {
        throw new ConflictError(ORGUNIT_MESSAGES.duplicateTenantName);
      }
      writes.push(
        releaseTenantName(id, stored.name),
        claimTenantName(id, fields.name, ORGUNIT_MESSAGES.duplicateTenantName),
      );
    }
    const updated = { ...stored, ...fields, lastModifiedDate: now, version: version + 1 };
    const answer = ok({ data: toOrgunitView(updated) });
    await commitChange(
      writes,
      {
        entity: 'orgunit',
        action: 'update',
        ...(stored.name === fields.name ? {} : { event: 'renamed' as const }),
        id,
        ouid: id,
        actor: username,
        summary:
          stored.name === fields.name
            ? ORGUNIT_MESSAGES.summaries.updated(fields.name)
            : ORGUNIT_MESSAGES.summaries.renamed(stored.name, fields.name),
      },
      { publish: publishRequested(query), log, answer },
    );
    return answer;
  },
};
