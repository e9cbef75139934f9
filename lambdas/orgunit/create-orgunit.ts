/**
 * POST /orgunit: registers a unit under the acting unit (`x-ouid`). The `x-ouidchain` header must
 * repeat the acting unit's stored chain; the new unit's chain is built from the stored one.
 */
import { publishQuerySchema } from '../domain/schemas/orgunit';
import { chainIds, childChain } from '../domain/units';
import { commitChange } from '../shared/change';
import { BadRequestError, NotFoundError } from '../shared/errors';
import { publishRequested } from '../shared/events';
import { headerValue } from '../shared/http-event';
import { API_MESSAGES } from '../shared/messages';
import { created, type RouteOperation } from '../shared/operation';
import {
  claimSiblingName,
  newUnitRecord,
  parentAcceptsChildren,
  putNameWords,
  putNewUnit,
} from '../shared/repositories/orgunit-writes';
import { toOrgunitView } from '../shared/repositories/orgunits';
import { parseQuery } from '../shared/request-query';
import { routeTarget } from '../shared/route-target';
import { newUnitId } from '../shared/unit-id';
import { ORGUNIT_MESSAGES } from './messages';

/** Keeps the ouid chain (a GSI sort key, at most 1024 bytes) well inside its limit. */
export const MAX_UNIT_DEPTH = 20;

export const createOrgunitOperation: RouteOperation<'POST /orgunit'> = {
  // The parent is the acting unit itself, which authorization checks for the permission.
  targetUnit: routeTarget,
  run: async ({ auth, body, event, query, username, log }) => {
    parseQuery(query, publishQuerySchema);
    const parent = auth.actingUnit;
    // Only a system admin gets here with an acting unit that does not exist.
    if (!parent) throw new NotFoundError(API_MESSAGES.orgunitNotFound);
    if (headerValue(event, 'x-ouidchain') !== parent.ouidChain) {
      throw new BadRequestError(ORGUNIT_MESSAGES.chainMismatch);
    }
    if (chainIds(parent.ouidChain).length >= MAX_UNIT_DEPTH) {
      throw new BadRequestError(ORGUNIT_MESSAGES.tooDeep(MAX_UNIT_DEPTH));
    }

    const now = new Date().toISOString();
    const identifier = newUnitId();
    const record = newUnitRecord(
      { identifier, ouidChain: childChain(parent.ouidChain, identifier), type: 'ORGUNIT' },
      body,
      username,
      now,
    );
    const answer = created({ data: toOrgunitView(record) });
    await commitChange(
      [
        parentAcceptsChildren(parent.id, ORGUNIT_MESSAGES.parentMarkedForDeletion),
        putNewUnit(record),
        claimSiblingName(parent.id, identifier, record.name, ORGUNIT_MESSAGES.duplicateName),
        ...putNameWords({ identifier, parentOuId: parent.id, name: record.name }),
      ],
      {
        entity: 'orgunit',
        action: 'create',
        id: identifier,
        ouid: parent.id,
        actor: username,
        summary: ORGUNIT_MESSAGES.summaries.created(record.name, identifier),
      },
      { publish: publishRequested(query), log, answer },
    );
    return answer;
  },
};
