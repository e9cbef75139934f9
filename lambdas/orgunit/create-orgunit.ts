/**
 * POST /orgunit: registers a unit under the acting unit (`x-ouid`). The `x-ouidchain` header must
 * repeat the acting unit's stored chain; the new unit's chain is built from the stored one.
 */
import { randomBytes } from 'node:crypto';

import { createOrgunitBodySchema, publishQuerySchema } from '../domain/schemas/orgunit';
import { chainIds, childChain } from '../domain/units';
import { commitChange } from '../shared/change';
import { BadRequestError, NotFoundError } from '../shared/errors';
import { publishRequested } from '../shared/events';
import { headerValue } from '../shared/http-event';
import { API_MESSAGES } from '../shared/messages';
import { created, type Operation } from '../shared/operation';
import { toOrgunitView } from '../shared/repositories/orgunits';
import { parseJsonBody } from '../shared/request-body';
import { parseQuery } from '../shared/request-query';
import { checkedUnitId } from '../shared/unit-ids';
import { ORGUNIT_MESSAGES } from './messages';
import {
  claimSiblingName,
  newUnitRecord,
  parentAcceptsChildren,
  putNameWords,
  putNewUnit,
} from './orgunit-writes';

/** Keeps the ouid chain (a GSI sort key, at most 1024 bytes) well inside its limit. */
export const MAX_UNIT_DEPTH = 20;

export function newUnitId(): string {
  return `ou-${randomBytes(8).toString('hex')}`;
}

export const createOrgunitOperation: Operation = {
  // The parent is the acting unit itself, which authorization checks for the permission.
  targetUnit: ({ actingUnitId }) => {
    checkedUnitId(actingUnitId, 'x-ouid');
    return undefined;
  },
  run: async ({ auth, event, query, username, log }) => {
    parseQuery(query, publishQuerySchema);
    const body = parseJsonBody(event, createOrgunitBodySchema);
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
        parentAcceptsChildren(parent.id),
        putNewUnit(record),
        claimSiblingName(parent.id, identifier, record.name),
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
